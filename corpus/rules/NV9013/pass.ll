; `llvm.nvvm.fmin.f` called with floats.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmin.f(float, float)

define void @g(float %a) {
entry:
  %m = call float @llvm.nvvm.fmin.f(float %a, float %a)
  ret void
}
