; The intrinsic called with its declaration's types; an ordinary function may be called with others in opaque-pointer IR.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmax.f(float, float)
declare float @h(float, float)

define void @g(float %a) {
entry:
  %m = call float @llvm.nvvm.fmax.f(float %a, float 3.0)
  %n = call float @h(float %a, i32 3)
  ret void
}
