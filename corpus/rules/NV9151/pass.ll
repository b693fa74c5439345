; The same metadata through numbered nodes.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  store i32 1, ptr %p
  ret void
}
!foo = !{!0}
!bar = !{!0, !1}
!0 = !{!"text"}
!1 = !{i32 1}
