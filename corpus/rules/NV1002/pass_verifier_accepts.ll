; comment: the verifier accepts these: 32-bit-aligned 64-bit pointers, loose vector and f16 alignments, extra native widths, a stack alignment, i64 with the preferred alignment left out
; target: sm_90
; profile: nvvm
target datalayout = "e-p:64:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64-i128:128:128-f16:32:32-f32:32:32-f64:64:64-v16:32:32-v32:32:32-v64:32:32-v128:64:64-n8:16:32:64-S32"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32* %p) {
entry:
  store i32 1, i32* %p
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
