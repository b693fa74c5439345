; comment: upstream llc compiles the mbarrier intrinsics (NV6054 is libNVVM's)
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(3) %bar, ptr %out) {
entry:
  call void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3) %bar, i32 32)
  %s = call i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3) %bar)
  store i64 %s, ptr %out, align 8
  ret void
}

declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3))
