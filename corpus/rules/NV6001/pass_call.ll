; A plain call (no invoke/landingpad) in modern IR.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @may_throw()

define void @f() {
entry:
  call void @may_throw()
  ret void
}
