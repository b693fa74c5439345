; comment: sm_120a is not in the TMA-Blackwell families either (llc-22: Cannot select)
; target: sm_120a
; profile: llvm
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1, i32)

define ptx_kernel void @k(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i32 %y) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i32 %y, i16 0, i64 0, i1 false, i1 false, i32 1) ; expect: NV4117
  ret void
}
