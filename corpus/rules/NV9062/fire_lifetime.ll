; `llvm.lifetime.start/end` take `(ptr)` in LLVM 22 (its reader rewrites LLVM 19's
; `(i64, ptr)` into it: pass_lifetime.ll): a parameter more, or one of another type, is refused
; by opt-22 (`Intrinsic has incorrect argument type!` / `ptr @llvm.lifetime.start.p0`).
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.lifetime.start.p0(i64, ptr, i32)
declare void @llvm.lifetime.end.p0(i64)
define void @f() {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %a, i32 1) ; expect: NV9062
  call void @llvm.lifetime.end.p0(i64 4) ; expect: NV9062
  ret void
}
