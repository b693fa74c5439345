; Integer operations on integers and vectors of them, floating-point ones on floats.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(float %x, i32 %i, <2 x i32> %v) {
  %y = fadd float %x, %x
  %j = add i32 %i, %i
  %w = xor <2 x i32> %v, %v
  %k = fneg float %y
  ret float %k
}
