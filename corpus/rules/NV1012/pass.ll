; Malformed tuples that LLVM 22 reads without crashing (NV1008 warns of their shape): an unknown key with a string, keys that are not strings, no global value.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
!nvvm.annotations = !{!0, !1, !2}
!0 = !{ptr @f, !"foo", !"x"} ; expect: NV1008
!1 = !{ptr @f, i32 1, i32 1} ; expect: NV1008
!2 = !{i32 1, !"kernel", !"x"} ; expect: NV1008
