; `llvm.nvvm.fmin.f` called with doubles.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmin.f(float, float)

define void @g(double %a) {
entry:
  %m = call double @llvm.nvvm.fmin.f(double %a, double %a) ; expect: NV9012, NV9013
  ret void
}
