; Function definitions with weak and available_externally linkage, an extern_weak declaration.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define weak void @f() {
  ret void
}
define available_externally void @g() {
  ret void
}
declare extern_weak void @h()
