; Tuples of a function that llc-19 crashes on, each alone in a module: keys that are not strings, an unknown key with a string, a float value, a key without a value.
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @f, i32 1, i32 1} ; expect: NV1013, NV1008
!1 = !{ptr @f, !"foo", !"x"} ; expect: NV1013, NV1008
!2 = !{ptr @f, !"kernel", float 1.0} ; expect: NV1013, NV1008
!3 = !{ptr @f, !"kernel"} ; expect: NV1013, NV1008
