; Named metadata operands that are not `!` references: a value, `null`.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  store i32 1, ptr %p
  ret void
}
!foo = !{!0, i32 1} ; expect: NV9150
!bar = !{null} ; expect: NV9150
!0 = !{}
