; target: sm_89
; profile: llvm
; FP8 m16n8k16 MMA needs PTX 8.7; sm_89 defaults to 7.8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i32 %a0, i32 %a1, i32 %b0, float %c0, float %c1, float %c2, float %c3) {
entry:
  %d = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.e4m3.e4m3.f32(i32 %a0, i32 %a1, i32 %b0, float %c0, float %c1, float %c2, float %c3) ; expect: NV5006
  %sink.v = extractvalue { float, float, float, float } %d, 0
  store float %sink.v, ptr addrspace(1) @sink, align 4
  ret void
}

declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.e4m3.e4m3.f32(i32, i32, i32, float, float, float, float)

; the result is stored so that llc cannot delete the call as dead code
@sink = addrspace(1) global float 0.0, align 4
