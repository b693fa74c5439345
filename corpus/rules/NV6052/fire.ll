; target: sm_80
; profile: llvm
; arithmetic and conversions on fp128 and x86_fp80 need library calls the NVPTX back end lacks
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@out = addrspace(1) global double 0.0, align 8

define void @dev(ptr addrspace(1) %p, ptr addrspace(1) %q, double %d) {
entry:
  %x = load fp128, ptr addrspace(1) %q, align 16
  %y = fmul fp128 %x, %x ; expect: NV6052
  %z = fptrunc fp128 %y to double ; expect: NV6052
  store double %z, ptr addrspace(1) @out, align 8
  %w = fpext double %d to x86_fp80 ; expect: NV6052
  store x86_fp80 %w, ptr addrspace(1) %p, align 16
  ret void
}
