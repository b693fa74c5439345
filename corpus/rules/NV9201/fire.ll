; Intrinsics declared varargs (opt-19 and opt-22: `Intrinsic was not defined with variable
; arguments!`, once per call).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmax.f(float, float, ...)
declare float @llvm.sqrt.f32(...)
define void @f(float %a) {
  %m = call float (float, float, ...) @llvm.nvvm.fmax.f(float %a, float %a) ; expect: NV9201
  %s = call float (...) @llvm.sqrt.f32(float %a) ; expect: NV9201
  ret void
}
