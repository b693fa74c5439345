; target: sm_80
; profile: nvvm
target datalayout = "" ; expect: NV1001
target triple = "nvptx64-nvidia-cuda"

define void @kern() {
entry:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
