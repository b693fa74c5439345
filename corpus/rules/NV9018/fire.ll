; `select` on an i32 condition.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %c, i32 %x) {
  %y = select i32 %c, i32 %x, i32 %x ; expect: NV9018
  ret i32 %y
}
