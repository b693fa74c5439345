; The entry block ends in a branch.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x) {
entry:
  %y = add i32 %x, 1
  br label %next
next:
  ret void
}
