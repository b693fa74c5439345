; Touching `!range` pairs; a last pair that touches the first.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !range !0 ; expect: NV9111
  %w = load i32, ptr %p, !range !1 ; expect: NV9111
  ret i32 %v
}
!0 = !{i32 0, i32 10, i32 10, i32 20}
!1 = !{i32 0, i32 10, i32 20, i32 30, i32 40, i32 0}
