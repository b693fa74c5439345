; `shufflevector` with constant masks.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(<2 x i32> %a, <4 x float> %b) {
  %x = shufflevector <2 x i32> %a, <2 x i32> %a, <4 x i32> <i32 0, i32 3, i32 undef, i32 poison>
  %y = shufflevector <4 x float> %b, <4 x float> poison, <2 x i32> zeroinitializer
  %z = shufflevector <2 x i32> %a, <2 x i32> undef, <2 x i32> <i32 1, i32 0>
  ret void
}
