; `select` on i1 and on a vector of i1.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define <2 x i32> @f(i1 %c, <2 x i1> %m, i32 %x, <2 x i32> %v) {
  %y = select i1 %c, i32 %x, i32 %x
  %z = select <2 x i1> %m, <2 x i32> %v, <2 x i32> %v
  ret <2 x i32> %z
}
