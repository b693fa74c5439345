; comment: the NVVM 23 path (compute_100 and later) compiles them
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i64 addrspace(3)* %bar, i64* %out) {
entry:
  call void @llvm.nvvm.mbarrier.init.shared(i64 addrspace(3)* %bar, i32 32)
  %s = call i64 @llvm.nvvm.mbarrier.arrive.shared(i64 addrspace(3)* %bar)
  store i64 %s, i64* %out, align 8
  call void @llvm.nvvm.cp.async.mbarrier.arrive.shared(i64 addrspace(3)* %bar)
  ret void
}

declare void @llvm.nvvm.mbarrier.init.shared(i64 addrspace(3)*, i32)
declare i64 @llvm.nvvm.mbarrier.arrive.shared(i64 addrspace(3)*)
declare void @llvm.nvvm.cp.async.mbarrier.arrive.shared(i64 addrspace(3)*)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
