; comment: libNVVM refuses llvm.sin (and llvm.cos) on both paths, fast-math flags or not
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
declare float @llvm.sin.f32(float)
define void @k(float addrspace(1)* %p) {
  %x = load float, float addrspace(1)* %p
  %s = call float @llvm.sin.f32(float %x) ; expect: NV4116
  store float %s, float addrspace(1)* %p
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (float addrspace(1)*)* @k, !"kernel", i32 1}
!nvvmir.version = !{!1}
!1 = !{i32 2, i32 0}
