; target: sm_100
; profile: nvvm
; the result is stored so that llc cannot delete the call as dead code
; libNVVM's NVVM 23 path (compute_100+): below it the call is NV4118
; bf16 WMMA
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

@sink0 = addrspace(1) global float zeroinitializer

define void @kern(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %b2, i32 %b3, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7) {
entry:
  %d = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %b2, i32 %b3, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  %d.0 = extractvalue { float, float, float, float, float, float, float, float } %d, 0
  store volatile float %d.0, ptr addrspace(1) @sink0
  ret void
}

declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
