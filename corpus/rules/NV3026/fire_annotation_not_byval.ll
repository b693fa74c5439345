; The annotation form on a kernel's non-byval parameter (llc reads only byval ones).
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32 }

define ptx_kernel void @kern(ptr addrspace(1) %p, ptr byval(%struct.S) align 4 %s) { ; expect: NV3026
entry:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @kern, !"grid_constant", !1}
!1 = !{i32 1}
