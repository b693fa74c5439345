; target: sm_72
; profile: nvvm
; BMMA (b1 xor.popc WMMA) below sm_75 (libNVVM's bmmamma text); the m8n8k32 s4 IMMA extension too (immamma)
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32 %a, i32 %b, i32 %c0, i32 %c1, { i32, i32 }* %out) {
entry:
  %d = call { i32, i32 } @llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1(i32 %a, i32 %b, i32 %c0, i32 %c1) ; expect: NV5005
  %e = call { i32, i32 } @llvm.nvvm.wmma.m8n8k32.mma.row.col.s4(i32 %a, i32 %b, i32 %c0, i32 %c1) ; expect: NV5005
  store { i32, i32 } %d, { i32, i32 }* %out
  store { i32, i32 } %e, { i32, i32 }* %out
  ret void
}

declare { i32, i32 } @llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1(i32, i32, i32, i32)
declare { i32, i32 } @llvm.nvvm.wmma.m8n8k32.mma.row.col.s4(i32, i32, i32, i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
