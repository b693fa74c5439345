; target: sm_103a
; profile: llvm
; tcgen05.mma with a scale-input accumulator on sm_103a
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc) {
entry:
  call void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) %d, i64 %a, i64 %b, i32 %idesc, i1 true, i64 0, i32 0, i32 1, i32 0)
  ret void
}

declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6), i64, i64, i32, i1, i64, i32, i32, i32)
