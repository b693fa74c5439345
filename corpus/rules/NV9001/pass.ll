; Each `ret` has the function's result type.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i8 @f(i8 %x) {
  %y = add i8 %x, 1
  ret i8 %y
}

define void @g() {
  ret void
}
