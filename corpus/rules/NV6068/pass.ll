; Intrinsics PTX has instructions for (sqrt, rint, trunc), and powi/ldexp, which llc expands.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.sqrt.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.powi.f32.i32(float, i32)

define float @f(float %x) {
entry:
  %s = call float @llvm.sqrt.f32(float %x)
  %r = call float @llvm.rint.f32(float %s)
  %p = call float @llvm.powi.f32.i32(float %r, i32 3)
  ret float %p
}
