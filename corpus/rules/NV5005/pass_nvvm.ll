; target: sm_120a
; profile: nvvm
; mma kind::f8f6f4 on sm_120a
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(1) %out, i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c0, float %c1, float %c2, float %c3) {
entry:
  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e4m3.e4m3.f32(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c0, float %c1, float %c2, float %c3)
  %d0 = extractvalue { float, float, float, float } %d, 0
  store float %d0, ptr addrspace(1) %out
  ret void
}

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e4m3.e4m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
