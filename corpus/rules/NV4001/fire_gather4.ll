; comment: tile::gather4 has the TMA-Blackwell gate, with the generic message (not the Im2Col_W one)
; target: sm_90a
; profile: llvm
; ptx: 8.6
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i32, i32, i16, i64, i1, i1, i32)

define void @f(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 0, i32 1, i32 2, i32 3, i32 4, i16 0, i64 0, i1 false, i1 false, i32 0) ; expect: NV4001
  ret void
}
