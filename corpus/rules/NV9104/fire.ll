; A `!range` whose lower limit is a float.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(ptr %p) {
  %v = load i32, ptr %p, !range !0 ; expect: NV9104
  ret i32 %v
}
!0 = !{float 0.0, float 1.0}
