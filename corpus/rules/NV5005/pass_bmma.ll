; target: sm_75
; profile: llvm
; BMMA (b1 xor.popc WMMA) and the m8n8k32 s4 IMMA extension on sm_75
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i32 %a, i32 %b, i32 %c0, i32 %c1, ptr %out) {
entry:
  %d = call { i32, i32 } @llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1(i32 %a, i32 %b, i32 %c0, i32 %c1)
  %e = call { i32, i32 } @llvm.nvvm.wmma.m8n8k32.mma.row.col.s4(i32 %a, i32 %b, i32 %c0, i32 %c1)
  store { i32, i32 } %d, ptr %out
  store { i32, i32 } %e, ptr %out
  ret void
}

declare { i32, i32 } @llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1(i32, i32, i32, i32)
declare { i32, i32 } @llvm.nvvm.wmma.m8n8k32.mma.row.col.s4(i32, i32, i32, i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
