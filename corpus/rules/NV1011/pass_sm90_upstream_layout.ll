; comment: below compute_100 (NVVM 7 path) libNVVM compiles the upstream layout
; target: sm_90
; profile: nvvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32* %p) {
entry:
  store i32 1, i32* %p
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
