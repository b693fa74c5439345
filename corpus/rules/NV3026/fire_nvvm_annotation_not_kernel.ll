; The nvvm annotation form on a function that is not a kernel (libNVVM 13.5 and 12.9 accept it).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32 }

define void @dev(%struct.S* byval align 4 %s) {
entry:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (%struct.S*)* @dev, !"grid_constant", !1} ; expect: NV3026
!1 = !{i32 1}
!nvvmir.version = !{!2}
!2 = !{i32 2, i32 0}
