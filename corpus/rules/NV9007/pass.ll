; The phi first in its block.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %y = add i32 %x, 1
  br label %b
b:
  %p = phi i32 [ %x, %entry ], [ %y, %a ]
  ret i32 %p
}
