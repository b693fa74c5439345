; `fcmp` on floats and a vector of doubles.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define <2 x i1> @f(float %x, <2 x double> %v) {
  %y = fcmp oeq float %x, %x
  %z = fcmp olt <2 x double> %v, %v
  ret <2 x i1> %z
}
