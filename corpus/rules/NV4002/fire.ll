; target: sm_90
; profile: llvm
; sm_90 defaults to PTX 7.8; cp.async.bulk needs PTX 8.0
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %p) {
entry:
  call void @llvm.nvvm.cp.async.bulk.commit.group() ; expect: NV4002
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.commit.group()
