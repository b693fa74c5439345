; `!range` on an `add` and a `store`.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, i32 %x) {
  %v = add i32 %x, 1, !range !0 ; expect: NV9101
  store i32 %v, ptr %p, !range !0 ; expect: NV9101
  ret void
}
!0 = !{i32 0, i32 10}
