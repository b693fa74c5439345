; target: sm_100
; profile: nvvm
; an mbarrier in shared memory (libNVVM compiles it from compute_100; below, NV6054)
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i64 addrspace(3)* %bar) {
entry:
  call void @llvm.nvvm.mbarrier.init.shared(i64 addrspace(3)* %bar, i32 1)
  ret void
}

declare void @llvm.nvvm.mbarrier.init.shared(i64 addrspace(3)*, i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
