; LLVM 22: atan2 has no libcall, and tanh.approx is f32 only.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.atan2.f32(float, float)
declare double @llvm.tanh.f64(double)

define float @f(float %x, double %d, ptr %p) {
entry:
  %a = call float @llvm.atan2.f32(float %x, float %x) ; expect: NV6070
  %t = call afn double @llvm.tanh.f64(double %d) ; expect: NV6070
  store double %t, ptr %p
  ret float %a
}
