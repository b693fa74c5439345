; LLVM 22 accepts both spellings of the lifetime markers: its own `(ptr)`, and LLVM 19's
; `(i64, ptr)`, which its reader rewrites (opt-22 rc 0).
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(ptr)
define void @f() {
  %a = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %a)
  call void @llvm.lifetime.end.p0(ptr %a)
  ret void
}
