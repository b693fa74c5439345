; Math intrinsics with no PTX instruction and no libcall, even with fast-math flags.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.tan.f32(float)
declare double @llvm.exp.f64(double)
declare float @llvm.pow.f32(float, float)
declare float @llvm.atan2.f32(float, float)

define float @f(float %x, double %d, ptr %p) {
entry:
  %t = call afn float @llvm.tan.f32(float %x) ; expect: NV6068
  %e = call double @llvm.exp.f64(double %d) ; expect: NV6068
  store double %e, ptr %p
  %w = call fast float @llvm.pow.f32(float %x, float %t) ; expect: NV6068
  %a = call float @llvm.atan2.f32(float %w, float %x) ; expect: NV6068
  ret float %a
}
