; LLVM 22 selects exp2 (ex2.approx) and, with afn on sm_80, an f32 tanh (tanh.approx).
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.exp2.f32(float)
declare float @llvm.tanh.f32(float)

define float @f(float %x) {
entry:
  %e = call float @llvm.exp2.f32(float %x)
  %t = call afn float @llvm.tanh.f32(float %e)
  ret float %t
}
