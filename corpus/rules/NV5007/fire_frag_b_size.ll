; target: sm_80
; profile: llvm
; fragment B as half scalars (16 bits each, <2 x half> needed)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, half %b0, half %b1, float %c0, float %c1, float %c2, float %c3) {
entry:
  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, half %b0, half %b1, float %c0, float %c1, float %c2, float %c3) ; expect: NV5007, NV9062
  ret void
}

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, half, half, float, float, float, float)
