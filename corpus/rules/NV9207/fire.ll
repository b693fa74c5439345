; Older forms of the memory intrinsics (five parameters: LLVM 6's alignment argument) that
; every reader upgrades by their count alone, declared with the wrong types: each call is
; rewritten onto the current form without its fourth argument, and the Verifier refuses the
; fifth where the current form wants `i1` (`Call parameter type does not match function
; signature!` / `i32 0` / ` i1  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i32 0)`),
; or the second where memset wants its `i8` value.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1, i32)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i32, i32)
declare void @llvm.memset.p0.i32(ptr, i32, i32, i32, i1)
define void @f(ptr %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false, i32 0) ; expect: NV9207
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %p, i64 4, i32 1, i32 0) ; expect: NV9207
  call void @llvm.memset.p0.i32(ptr %p, i32 0, i32 4, i32 1, i1 false) ; expect: NV9207
  ret void
}
