; `store` to pointers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(3) %q) {
  store i32 1, ptr %p
  store double 1.0, ptr addrspace(3) %q
  ret void
}
