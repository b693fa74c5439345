; The nvvm annotation form on a kernel's non-byval parameter: libNVVM 13.5 and 12.9 (compute_80)
; compile it without a word, and the parameter is not grid-constant.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32 }

define void @k(i32 %x, %struct.S* byval align 4 %s) { ; expect: NV3026
entry:
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{void (i32, %struct.S*)* @k, !"kernel", i32 1}
!1 = !{void (i32, %struct.S*)* @k, !"grid_constant", !2}
!2 = !{i32 1}
!nvvmir.version = !{!3}
!3 = !{i32 2, i32 0}
