; target: sm_80
; profile: llvm
; the result is stored so that llc cannot delete the call as dead code
; tf32 at m16n16k8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sink0 = addrspace(1) global float zeroinitializer

define ptx_kernel void @kern(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %b2, i32 %b3, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7) {
entry:
  %d = call { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.row.row.tf32(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, i32 %b2, i32 %b3, float %c0, float %c1, float %c2, float %c3, float %c4, float %c5, float %c6, float %c7)
  %d.0 = extractvalue { float, float, float, float, float, float, float, float } %d, 0
  store volatile float %d.0, ptr addrspace(1) @sink0
  ret void
}

declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.row.row.tf32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float)
