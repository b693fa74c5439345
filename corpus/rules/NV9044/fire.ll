; `shufflevector` with a variable mask, inputs of two types, a lane out of range.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(<2 x i32> %a, <2 x float> %b, <2 x i32> %m) {
  %x = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i32> %m ; expect: NV9044
  %y = shufflevector <2 x i32> %a, <2 x float> %b, <2 x i32> <i32 0, i32 1> ; expect: NV9044
  %z = shufflevector <2 x i32> %a, <2 x i32> %a, <2 x i32> <i32 0, i32 4> ; expect: NV9044
  ret void
}
