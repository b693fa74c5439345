; target: sm_100a
; profile: llvm
; block-scaled tcgen05.mma without ashift
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, ptr addrspace(6) %sa, ptr addrspace(6) %sb) {
entry:
  call void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 true, ptr addrspace(6) %sa, ptr addrspace(6) %sb, i32 1, i32 0)
  ret void
}

declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6), i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32, i32)
