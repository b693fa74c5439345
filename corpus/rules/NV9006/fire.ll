; The entry block runs into the label `next:` without a terminator.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x) {
entry:
  %y = add i32 %x, 1
next: ; expect: NV9006
  ret void
}
