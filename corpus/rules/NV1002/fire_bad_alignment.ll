; comment: no i128:128:128, so i128 takes i64's alignment (libNVVM: Unsupported integer alignment); p:64:32:32 itself passes the verifier
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-f32:32:32-f64:64:64-n16:32:64" ; expect: NV1002
target triple = "nvptx64-nvidia-cuda"

define void @kern() {
entry:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
