; target: sm_100
; profile: nvvm
; the same mma on libNVVM's NVVM 23 path (compute_100): verified, compiled, accepted by ptxas
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %out, i32 %a0, i32 %a1, i32 %b0, i32 %c0, i32 %c1, i32 %c2, i32 %c3) {
entry:
  %d = call { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.s8(i32 %a0, i32 %a1, i32 %b0, i32 %c0, i32 %c1, i32 %c2, i32 %c3)
  %d0 = extractvalue { i32, i32, i32, i32 } %d, 0
  store i32 %d0, ptr addrspace(1) %out
  ret void
}

declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.s8(i32, i32, i32, i32, i32, i32, i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
