; comment: the 3d im2col load's cta_group is argument 11 (after one im2col offset, the
; multicast mask, the cache hint and their flags)
; target: sm_90
; profile: llvm
; ptx: 8.0
; llvm: 22
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i32, i16, i16, i64, i1, i1, i32)

define ptx_kernel void @k(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i32 %y, i32 %z, i16 %o) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i32 %y, i32 %z, i16 %o, i16 0, i64 0, i1 true, i1 true, i32 1) ; expect: NV4117
  ret void
}
