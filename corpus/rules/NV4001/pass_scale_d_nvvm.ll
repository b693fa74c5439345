; target: sm_100a
; profile: nvvm
; tcgen05.mma with a scale-input accumulator on sm_100a
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc) {
entry:
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 true, i64 0, i32 0, i32 1, i32 0)
  ret void
}

declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
