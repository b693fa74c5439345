; The NVVM 7 path refuses vectors (even 32 bits wide), half and i1 as inline-asm operands.
; target: sm_90
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(<2 x half> %v, half %h, i1 zeroext %p) {
entry:
  call void asm sideeffect "// $0", "r"(<2 x half> %v) ; expect: NV6050
  call void asm sideeffect "// $0", "h"(half %h) ; expect: NV6050
  call void asm sideeffect "// $0", "b"(i1 %p) ; expect: NV6050
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
