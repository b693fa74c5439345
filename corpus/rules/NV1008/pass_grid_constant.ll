; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; comment: the NVVM IR grid_constant form lists parameter indices in a node
%struct.S = type { i32, i32 }

define ptx_kernel void @kern(ptr byval(%struct.S) align 4 %s) {
entry:
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @kern, !"kernel", i32 1}
!1 = !{ptr @kern, !"grid_constant", !2}
!2 = !{i32 1}
