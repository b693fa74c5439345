; comment: 64-bit pointers aligned to 4 bytes: the verifier accepts them, the back end does not
; target: sm_120
; profile: nvvm
target datalayout = "e-p:64:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64" ; expect: NV1011
target triple = "nvptx64-nvidia-cuda"

define void @kern(ptr %p) {
entry:
  store i32 1, ptr %p
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
