; target: sm_90
; profile: llvm
; the same with +ptx80
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %p) #0 {
entry:
  call void @llvm.nvvm.cp.async.bulk.commit.group()
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.commit.group()

attributes #0 = { "target-features"="+ptx80" }
