; comment: the NVVM 23 path (compute_100) refuses llvm.sin and llvm.cos too, afn or not
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
define ptx_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %s = call afn float @llvm.sin.f32(float %x) ; expect: NV4116
  %c = call float @llvm.cos.f32(float %s) ; expect: NV4116
  store float %c, ptr addrspace(1) %p
  ret void
}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
