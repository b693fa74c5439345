; target: sm_100a
; profile: nvvm
; inline PTX: block_scale without ashift
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32 %d, i64 %a, i64 %b, i32 %idesc) {
entry:
  call void asm sideeffect "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale [$0], $1, $2, $3, [$4], [$4], 1;", "r,l,l,r,r"(i32 %d, i64 %a, i64 %b, i32 %idesc, i32 %d)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
