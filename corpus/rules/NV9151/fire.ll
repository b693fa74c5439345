; Named metadata operands written inline: a string, a node.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  store i32 1, ptr %p
  ret void
}
!foo = !{!"text"} ; expect: NV9151
!bar = !{!0, !{i32 1}} ; expect: NV9151
!0 = !{}
