; `switch` cases of the condition's type.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i64 %x) {
  switch i64 %x, label %a [ i64 1, label %a
                            i64 2, label %a ]
a:
  ret void
}
