; `load` through pointers of any address space.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(1) %q) {
  %v = load i32, ptr %p
  %w = load <4 x float>, ptr addrspace(1) %q, align 16
  ret void
}
