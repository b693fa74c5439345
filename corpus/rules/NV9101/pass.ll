; Well-formed ranges: one pair, three ascending disjoint pairs (from a negative limit), a wrapping pair on a call, `[-1, 0)`, the one value -1.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @g()
define i32 @f(ptr %p, ptr %q) {
  %a = load i32, ptr %p, !range !0
  %b = load i8, ptr %q, !range !1
  %c = call i32 @g(), !range !2
  %d = load i32, ptr %p, !range !3
  ret i32 %a
}
!0 = !{i32 0, i32 10}
!1 = !{i8 -10, i8 -5, i8 0, i8 5, i8 10, i8 20}
!2 = !{i32 10, i32 5}
!3 = !{i32 -1, i32 0}
