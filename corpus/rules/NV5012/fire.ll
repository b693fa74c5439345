; target: sm_100a
; profile: llvm
; 64x128b needs a warpx2 multicast
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(6) %t, i64 %desc) {
entry:
  call void @llvm.nvvm.tcgen05.cp.64x128b.cg1(ptr addrspace(6) %t, i64 %desc) ; expect: NV5012
  ret void
}

declare void @llvm.nvvm.tcgen05.cp.64x128b.cg1(ptr addrspace(6), i64)
