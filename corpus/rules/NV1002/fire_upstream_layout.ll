; comment: the upstream NVPTX layout has no p:64:64:64 spec
; target: sm_80
; profile: nvvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64" ; expect: NV1002
target triple = "nvptx64-nvidia-cuda"

define void @kern(float addrspace(1)* %p) {
entry:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
