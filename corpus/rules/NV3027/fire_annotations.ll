; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern() { ; expect: NV3027
entry:
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @kern, !"maxntidx", i32 128}
!1 = !{ptr @kern, !"reqntidx", i32 128}
