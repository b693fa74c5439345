; `switch` on integers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x, i8 %y) {
  switch i32 %x, label %a [ i32 0, label %b ]
a:
  switch i8 %y, label %b [ i8 1, label %b ]
b:
  ret void
}
