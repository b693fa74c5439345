; A `switch` on i32 with an i64 case.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x) {
  switch i32 %x, label %a [ i64 1, label %a ] ; expect: NV9056
a:
  ret void
}
