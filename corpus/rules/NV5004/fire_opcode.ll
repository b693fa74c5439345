; target: sm_80
; profile: llvm
; a b1 operation on an s8 MMA
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3) {
entry:
  %d = call { i32, i32, i32, i32 } @llvm.nvvm.mma.xor.popc.m16n8k32.row.col.s8(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3) ; expect: NV5004
  ret void
}

declare { i32, i32, i32, i32 } @llvm.nvvm.mma.xor.popc.m16n8k32.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
