; A `switch` case given twice (`i8 255` is `i8 -1`).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x, i8 %y) {
  switch i32 %x, label %a [ i32 1, label %a
                            i32 1, label %a ] ; expect: NV9057
a:
  switch i8 %y, label %b [ i8 255, label %b
                           i8 -1, label %b ] ; expect: NV9057
b:
  ret void
}
