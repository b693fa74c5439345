; target: sm_100a
; profile: llvm
; 16x256b.x16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(6) %t) {
entry:
  %v = call <64 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x16(ptr addrspace(6) %t, i1 false)
  ret void
}

declare <64 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x16(ptr addrspace(6), i1)
