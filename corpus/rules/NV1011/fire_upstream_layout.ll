; comment: the upstream NVPTX layout passes the verifier but the NVVM 23 back end refuses it (no i1:8:8, v64, v128)
; target: sm_100
; profile: nvvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64" ; expect: NV1011
target triple = "nvptx64-nvidia-cuda"

define void @kern(ptr %p) {
entry:
  store i32 1, ptr %p
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
