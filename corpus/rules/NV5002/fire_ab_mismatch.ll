; target: sm_80
; profile: llvm
; s4 takes s4 as B at m16n8k32 (s4.s4 exists; s4.u8 does not)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i32 %a0, i32 %a1, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3) {
entry:
  %d = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s4.u8(i32 %a0, i32 %a1, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3) ; expect: NV5002
  ret void
}

declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s4.u8(i32, i32, i32, i32, i32, i32, i32, i32)
