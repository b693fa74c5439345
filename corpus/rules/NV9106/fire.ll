; `!range` limits of another type than the load: i64 on an i32, i32 on a float.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(ptr %p) {
  %v = load i32, ptr %p, !range !0 ; expect: NV9106
  %w = load float, ptr %p, !range !1 ; expect: NV9106
  ret float %w
}
!0 = !{i64 0, i64 10}
!1 = !{i32 0, i32 10}
