; `%y` defined twice.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
  %y = add i32 %x, 1
  %y = add i32 %x, 2 ; expect: NV9003
  ret i32 %y
}
