; comment: no data layout at all; anchored at the first item
; target: sm_80
; profile: nvvm
target triple = "nvptx64-nvidia-cuda" ; expect: NV1001

define void @kern() {
entry:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
