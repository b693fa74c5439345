; applypriority's size (argument 1) is ImmArg in LLVM's IntrinsicsNVVM.td.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1), i64)

define void @f(ptr addrspace(1) %p, i64 %n) #0 {
entry:
  call void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) %p, i64 %n) ; expect: NV4112
  ret void
}

attributes #0 = { "target-features"="+ptx74" }
