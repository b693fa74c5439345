; target: sm_60
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr addrspace(1) %p) {
entry:
  %v = load atomic i32, ptr addrspace(1) %p monotonic, align 4
  store atomic i32 %v, ptr addrspace(1) %p monotonic, align 4
  ret i32 %v
}
