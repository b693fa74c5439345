; Module flags of behaviors 1 (Error), 7 (Max) and 8 (Min).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  store i32 1, ptr %p
  ret void
}
!llvm.module.flags = !{!0, !1, !2}
!0 = !{i32 1, !"a", i32 1}
!1 = !{i32 7, !"b", i32 1}
!2 = !{i32 8, !"c", i32 1}
