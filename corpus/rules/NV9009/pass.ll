; The loop goes back to a block of its own.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i1 %c) {
entry:
  br label %loop
loop:
  br i1 %c, label %loop, label %b
b:
  ret void
}
