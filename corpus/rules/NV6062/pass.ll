; The f32 form with afn compiles (double math goes through libdevice's __nv_sin).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.sin.f32(float)

define double @f(double %x, float %y, ptr %p) {
entry:
  %s = call afn float @llvm.sin.f32(float %y)
  store float %s, ptr %p
  %d = fpext float %s to double
  ret double %d
}
