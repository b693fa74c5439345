; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %p) {
entry:
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @kern, !"kernel", i32 1}
!1 = !{!"maxntidx", i32 128, ptr @kern} ; expect: NV1008
