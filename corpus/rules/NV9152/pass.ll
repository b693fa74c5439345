; Module flags of three operands.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  store i32 1, ptr %p
  ret void
}
!llvm.module.flags = !{!0, !1}
!0 = !{i32 1, !"a", i32 1}
!1 = !{i32 2, !"b", i32 2}
