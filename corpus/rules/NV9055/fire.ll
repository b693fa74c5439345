; A `switch` case that is a variable.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x, i32 %y) {
  switch i32 %x, label %a [ i32 %y, label %a ] ; expect: NV9055
a:
  ret void
}
