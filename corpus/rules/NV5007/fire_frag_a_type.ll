; target: sm_80
; profile: llvm
; fragment A as i32 (32 bits, but f16 A takes <2 x half>)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i32 %a0, i32 %a1, i32 %a2, i32 %a3, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3) {
entry:
  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(i32 %a0, i32 %a1, i32 %a2, i32 %a3, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3) ; expect: NV5007, NV9062
  ret void
}

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(i32, i32, i32, i32, <2 x half>, <2 x half>, float, float, float, float)
