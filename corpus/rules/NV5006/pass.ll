; target: sm_89
; profile: llvm
; the result is stored so that llc cannot delete the call as dead code
; with +ptx87
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sink0 = addrspace(1) global float zeroinitializer

define ptx_kernel void @kern(i32 %a0, i32 %a1, i32 %b0, float %c0, float %c1, float %c2, float %c3) #0 {
entry:
  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.e4m3.e4m3.f32(i32 %a0, i32 %a1, i32 %b0, float %c0, float %c1, float %c2, float %c3)
  %d.0 = extractvalue { float, float, float, float } %d, 0
  store volatile float %d.0, ptr addrspace(1) @sink0
  ret void
}

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.e4m3.e4m3.f32(i32, i32, i32, float, float, float, float)

attributes #0 = { "target-features"="+ptx87" }
