; target: sm_80
; profile: llvm
; the result is stored so that llc cannot delete the call as dead code
; mma.sp m16n8k16 f16: A is compressed to 2 registers, metadata and selector follow C
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sink0 = addrspace(1) global float zeroinitializer

define ptx_kernel void @kern(<2 x half> %a0, <2 x half> %a1, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3, i32 %meta) #0 {
entry:
  %d = call { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k16.row.col.f32.f32(<2 x half> %a0, <2 x half> %a1, <2 x half> %b0, <2 x half> %b1, float %c0, float %c1, float %c2, float %c3, i32 %meta, i32 0)
  %d.0 = extractvalue { float, float, float, float } %d, 0
  store volatile float %d.0, ptr addrspace(1) @sink0
  ret void
}

declare { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32 immarg)

attributes #0 = { "target-features"="+ptx71" }
