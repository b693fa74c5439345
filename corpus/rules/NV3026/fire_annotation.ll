; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32 }

define void @dev(ptr byval(%struct.S) align 4 %s) {
entry:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @dev, !"grid_constant", !1} ; expect: NV3026
!1 = !{i32 1}
