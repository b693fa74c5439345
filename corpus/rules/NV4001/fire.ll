; target: sm_80
; profile: llvm
; cluster barriers need sm_90 or later; every violation is reported
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %p) {
entry:
  call void @llvm.nvvm.barrier.cluster.arrive() ; expect: NV4001
  call void @llvm.nvvm.barrier.cluster.wait() ; expect: NV4001
  ret void
}

declare void @llvm.nvvm.barrier.cluster.arrive()
declare void @llvm.nvvm.barrier.cluster.wait()
