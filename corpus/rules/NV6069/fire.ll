; LLVM 19 has no exp2 or tanh.
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.exp2.f32(float)

define float @f(float %x) {
entry:
  %e = call afn float @llvm.exp2.f32(float %x) ; expect: NV6069
  ret float %e
}
