; `insertelement` of the element type.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(<2 x i32> %v, <4 x half> %h, i64 %i) {
  %x = insertelement <2 x i32> %v, i32 7, i32 1
  %y = insertelement <4 x half> %h, half 1.0, i64 %i
  %z = insertelement <2 x i32> poison, i32 0, i32 0
  ret void
}
