; target: sm_80
; profile: llvm
; the result is stored so that llc cannot delete the call as dead code
; 8 x <2 x half>
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sink0 = addrspace(1) global <2 x half> zeroinitializer

define ptx_kernel void @kern(ptr %p) {
entry:
  %f = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %p, i32 16)
  %f.0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %f, 0
  store volatile <2 x half> %f.0, ptr addrspace(1) @sink0
  ret void
}

declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr, i32)
