; `insertelement` on a scalar, of a wrong element.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %a, <2 x i32> %v) {
  %x = insertelement i32 %a, i32 1, i32 0 ; expect: NV9043
  %y = insertelement <2 x i32> %v, float 1.0, i32 0 ; expect: NV9043
  ret void
}
