; comment: the NVVM layout, with the specs whose defaults match left out (p, i8, i16, i32, f32, f64) and the optional p3:32:32:32 and a:8:8
; target: sm_100
; profile: nvvm
target datalayout = "e-p3:32:32:32-i1:8:8-i64:64:64-i128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

define void @kern(ptr %p) {
entry:
  store i32 1, ptr %p
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
