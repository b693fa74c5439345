; LLVM 19 selects sin.approx in a function with "unsafe-fp-math"="true" (clang -ffast-math).
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.sin.f32(float)

define float @f(float %x) #0 {
entry:
  %s = call float @llvm.sin.f32(float %x)
  ret float %s
}

attributes #0 = { "unsafe-fp-math"="true" }
