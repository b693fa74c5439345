; Require (3) module flags whose value is an integer, a node of one operand.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  store i32 1, ptr %p
  ret void
}
!llvm.module.flags = !{!0, !1, !2}
!0 = !{i32 3, !"a", i32 1} ; expect: NV9159
!1 = !{i32 3, !"b", !{!"c"}} ; expect: NV9159
!2 = !{i32 1, !"c", i32 1}
