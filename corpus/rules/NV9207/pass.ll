; The older forms as LLVM 6 wrote them, `(ptr, ptr, i64, i32 align, i1 volatile)`, and the
; current ones: every reader rewrites the first onto the second, and accepts both.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i32, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
define void @f(ptr %p) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i32 1, i1 false)
  call void @llvm.memset.p0.i32(ptr %p, i8 0, i32 4, i32 4, i1 false)
  call void @llvm.memmove.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)
  ret void
}
