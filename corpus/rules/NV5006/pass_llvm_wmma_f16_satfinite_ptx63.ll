; The same .satfinite WMMA before PTX 6.5 (sm_70, PTX 6.3) is legal.
; target: sm_70
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sink = addrspace(1) global float 0.0

define ptx_kernel void @k(<2 x half> %a) #0 {
entry:
  %r = call {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32.satfinite(<2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, <2 x half> %a, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0)
  %r0 = extractvalue {float, float, float, float, float, float, float, float} %r, 0
  store volatile float %r0, ptr addrspace(1) @sink
  ret void
}
declare {float, float, float, float, float, float, float, float} @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float)
attributes #0 = { "target-cpu"="sm_70" "target-features"="+ptx63" }
