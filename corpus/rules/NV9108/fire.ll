; `!range` pairs that are the full set (`[0, 0)`) and the empty set (`[max, max)`).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !range !0 ; expect: NV9108
  %w = load i8, ptr %p, !range !1 ; expect: NV9108
  ret i32 %v
}
!0 = !{i32 0, i32 0}
!1 = !{i8 -1, i8 -1}
