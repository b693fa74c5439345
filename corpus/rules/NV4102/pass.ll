; target: sm_80
; profile: llvm
; size 128
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %p) #0 {
entry:
  call void @llvm.nvvm.discard.global.L2(ptr addrspace(1) %p, i64 128)
  ret void
}

declare void @llvm.nvvm.discard.global.L2(ptr addrspace(1), i64)

attributes #0 = { "target-features"="+ptx74" }
