; `switch` cases each given once.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i8 %x) {
  switch i8 %x, label %a [ i8 1, label %a
                           i8 -1, label %a
                           i8 127, label %a ]
a:
  ret void
}
