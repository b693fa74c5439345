; Seed 000 worked example: { double, i8, [10000 x i32] } sizes to 40016 bytes (8 + 1 + 3 padding + 40000 + 4 tail padding).
; target: sm_90
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Heavy = type { double, i8, [10000 x i32] }

define void @big_kernel(%struct.Heavy* byval align 8 %h) { ; expect: NV7001
entry:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1}
!1 = !{void (%struct.Heavy*)* @big_kernel, !"kernel", i32 1}
