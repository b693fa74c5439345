; `extractelement` on vectors by integers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(<2 x i32> %v, <4 x float> %w, i64 %i) {
  %x = extractelement <2 x i32> %v, i32 1
  %y = extractelement <4 x float> %w, i64 %i
  ret void
}
