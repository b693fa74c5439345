; `%x` widened before it is used as an i64.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i64 @f(i32 %x) {
  %w = zext i32 %x to i64
  %y = add i64 %w, 1
  ret i64 %y
}
