; The limit is a kernel property: a device function may take a 40016-byte aggregate, and a kernel taking a pointer to it needs 8 bytes.
; target: sm_90
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Heavy = type { double, i8, [10000 x i32] }

define void @device_fn(%struct.Heavy* byval align 8 %h) {
entry:
  ret void
}

define void @kern(%struct.Heavy* %h) {
entry:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1}
!1 = !{void (%struct.Heavy*)* @kern, !"kernel", i32 1}
