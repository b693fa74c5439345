; `!nonnull` and `!align` as LLVM wants them: an empty node, one `i64` power of two, on a load of a pointer.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptr @f(ptr %p) {
  %v = load ptr, ptr %p, !nonnull !0, !align !1
  ret ptr %v
}
!0 = !{}
!1 = !{i64 8}
