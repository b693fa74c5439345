; No sub-word compare-and-swap: cmpxchg i8 and i16 are rejected.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i8* %p, i16* %q) {
entry:
  %a = cmpxchg i8* %p, i8 0, i8 1 seq_cst seq_cst ; expect: NV6008
  %b = cmpxchg i16* %q, i16 0, i16 1 monotonic monotonic ; expect: NV6008
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
