; An `!align` of an `i32`.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptr @f(ptr %p) {
  %v = load ptr, ptr %p, !align !0 ; expect: NV9118
  ret ptr %v
}
!0 = !{i32 8}
