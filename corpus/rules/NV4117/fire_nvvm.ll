; comment: libNVVM's NVVM 23 path, cta_group::2 on plain compute_100
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7), ptr addrspace(3), ptr, i32, i32, i16, i64, i1, i1, i32)

define ptx_kernel void @k(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i32 %y) {
  call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %d, ptr addrspace(3) %b, ptr %t, i32 %x, i32 %y, i16 0, i64 0, i1 false, i1 false, i32 2) ; expect: NV4117
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
