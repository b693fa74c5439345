; comment: tcgen05.mma's cta_group (argument 6) is 1 or 2: Range<ArgIndex<6>, 1, 3>
; target: sm_100a
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6), i64, i64, i32, i1, i32, i32, i32)

define void @f(ptr addrspace(6) %t, i64 %a, i64 %b, i32 %d) {
entry:
  call void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) %t, i64 %a, i64 %b, i32 %d, i1 true, i32 0, i32 3, i32 0) ; expect: NV4120
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
