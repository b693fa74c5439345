; compute_50: exactly 4096 bytes (4088-byte struct + pointer) fits.
; target: sm_50
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { [4088 x i8] }

define void @kern(%S* byval align 4 %s, float* %p) {
entry:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1}
!1 = !{void (%S*, float*)* @kern, !"kernel", i32 1}
