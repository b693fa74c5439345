; Tuples llc-19 reads: well-formed ones, and malformed ones that name no global value (NV1008 warns of their shape).
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @f, !"maxntidx", i64 1}
!1 = !{ptr @f}
!2 = !{i32 1, !"kernel", !"x"} ; expect: NV1008
!3 = !{null, !"kernel", i32 1} ; expect: NV1008
