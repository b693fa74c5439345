; `add` on floats, `fadd` and `fneg` on integers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(float %x, i32 %i) {
  %y = add float %x, %x ; expect: NV9014
  %j = fadd i32 %i, %i ; expect: NV9014
  %k = fneg i32 %i ; expect: NV9014
  ret float %y
}
