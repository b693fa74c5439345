; `extractelement` on a scalar and by a float index.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %a, <2 x i32> %v, float %i) {
  %x = extractelement i32 %a, i32 0 ; expect: NV9042
  %y = extractelement <2 x i32> %v, float %i ; expect: NV9042
  ret void
}
