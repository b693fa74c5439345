; Named metadata operands that are node references (and the one inline node the parser takes, `!DIExpression()`).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  store i32 1, ptr %p
  ret void
}
!foo = !{!0, !1}
!bar = !{!DIExpression()}
!0 = !{}
!1 = !{i32 1}
