; Floating-point WMMA .satfinite is gone from PTX 6.5 on (ptxas: 'not supported starting from PTX ISA version 6.5').
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(<2 x half> %a) #0 {
entry:
  %r = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32.satfinite(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0) ; expect: NV5006
  %sink.v = extractvalue {float, float, float, float, float, float, float, float} %r, 0
  store float %sink.v, ptr addrspace(1) @sink, align 4
  ret void
}
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)
attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx70" }

; the result is stored so that llc cannot delete the call as dead code
@sink = addrspace(1) global float 0.0, align 4
