; `!nonnull` on a call returning a pointer.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @g()
define ptr @f() {
  %v = call ptr @g(), !nonnull !0 ; expect: NV9113
  ret ptr %v
}
!0 = !{}
