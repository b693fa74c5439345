; The `atomicrmw` operations libNVVM's NVVM 23 path accepts.
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(1) %p, ptr addrspace(1) %q, float %v, i32 %i) {
  %a = atomicrmw fmin ptr addrspace(1) %p, float %v seq_cst
  %b = atomicrmw fmax ptr addrspace(1) %p, float %v seq_cst
  %c = atomicrmw fadd ptr addrspace(1) %p, float %v seq_cst
  %d = atomicrmw uinc_wrap ptr addrspace(1) %q, i32 %i seq_cst
  %e = atomicrmw udec_wrap ptr addrspace(1) %q, i32 %i seq_cst
  %g = atomicrmw nand ptr addrspace(1) %q, i32 %i seq_cst
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
