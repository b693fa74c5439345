; target: sm_80
; profile: llvm
; fp128 loaded and stored as a value compiles (no library call); the arithmetic is in double
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dev(ptr addrspace(1) %p, ptr addrspace(1) %q, double %d) {
entry:
  %x = load fp128, ptr addrspace(1) %q, align 16
  store fp128 %x, ptr addrspace(1) %p, align 16
  %e = fmul double %d, %d
  store double %e, ptr addrspace(1) %q, align 8
  ret void
}
