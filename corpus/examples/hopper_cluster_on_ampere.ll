; A kernel written for Hopper, verified for an Ampere target: the cluster
; barrier and the cluster dimensions need sm_90.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @reduce(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cluster.arrive()
  call void @llvm.nvvm.barrier.cluster.wait()
  %v = call i32 @llvm.nvvm.redux.sync.add(i32 %tid, i32 -1)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cluster.arrive()
declare void @llvm.nvvm.barrier.cluster.wait()
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)

attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx78" "nvvm.cluster_dim"="2,1,1" "nvvm.reqntid"="128" }
