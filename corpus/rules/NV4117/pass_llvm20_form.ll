; comment: the LLVM 20 form of the 1d load has no cta_group: its last two arguments are the
; multicast and cache-hint flags, and llc-22 reads it (auto-upgraded to cta_group 0) on Hopper
; target: sm_90
; profile: llvm
; ptx: 8.0
; llvm: 22
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3), ptr addrspace(3), ptr, i32, i16, i64, i1, i1)

define ptx_kernel void @k(ptr addrspace(3) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i16 %mc, i64 %ch) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(3) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i16 %mc, i64 %ch, i1 0, i1 1)
  ret void
}
