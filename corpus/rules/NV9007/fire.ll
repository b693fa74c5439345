; A phi below an add.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %y = add i32 %x, 1
  %p = phi i32 [ %x, %entry ], [ %y, %a ] ; expect: NV9007, NV9010
  ret i32 %p
}
