; On compute_100+ libNVVM takes i1, i32 and pointer operands (libnvvm-13.5 verify).
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(i1 zeroext %p, i32 %x, ptr %q) {
entry:
  call void asm sideeffect "// $0 $1 $2", "b,r,l"(i1 %p, i32 %x, ptr %q)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
