; A phi that names its own result through the back edge, and self-referring instructions in a
; block the entry never reaches: every verifier accepts both.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %a, ptr %p, i1 %c) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i, %loop ]
  %n = add i32 %i, %a
  store i32 %n, ptr %p, align 4
  br i1 %c, label %loop, label %exit
exit:
  ret void
dead:
  %x = add i32 %x, %a
  %q = getelementptr i8, ptr %q, i64 1
  store i8 0, ptr %q, align 1
  br label %dead
}
