; Tuples of a function that opt-22 and llc-22 crash on, each alone in a module: a key without a value, and strings where LLVM 22 upgrades an integer.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @f, !"kernel"} ; expect: NV1012, NV1008
!1 = !{ptr @f, !"kernel", !"x"} ; expect: NV1012, NV1008
!2 = !{ptr @f, !"maxntidx", !"big"} ; expect: NV1012, NV1008
!3 = !{ptr @f, !"cluster_dim_x", !"2"} ; expect: NV1012, NV1008
