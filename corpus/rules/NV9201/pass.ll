; The same intrinsics declared as their signatures give them: accepted by opt-19 and opt-22.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmax.f(float, float)
declare float @llvm.sqrt.f32(float)
define void @f(float %a) {
  %m = call float @llvm.nvvm.fmax.f(float %a, float %a)
  %s = call float @llvm.sqrt.f32(float %a)
  ret void
}
