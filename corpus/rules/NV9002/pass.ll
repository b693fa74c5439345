; Every use names a parameter, a result or a block.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
entry:
  %y = add i32 %x, 1
  br label %next
next:
  ret i32 %y
}
