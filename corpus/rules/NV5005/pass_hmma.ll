; target: sm_70
; profile: llvm
; the result is stored so that llc cannot delete the call as dead code
; HMMA (f16 WMMA) mma, load.a, load.c, store.d on sm_70 (libNVVM verifies; its NVVM 7 PTX for wmma.mma/store.d lacks .aligned, which ptxas refuses on every target)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sink0 = addrspace(1) global <2 x half> zeroinitializer
@sink1 = addrspace(1) global <2 x half> zeroinitializer

define ptx_kernel void @kern(ptr %p, <2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %c0, <2 x half> %c1, <2 x half> %c2, <2 x half> %c3, ptr %out) {
entry:
  %fa = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr %p, i32 16)
  %fa.0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fa, 0
  store volatile <2 x half> %fa.0, ptr addrspace(1) @sink0
  %fc = call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f16.p0(ptr %p, i32 16)
  %fc.0 = extractvalue { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %fc, 0
  store volatile <2 x half> %fc.0, ptr addrspace(1) @sink1
  %d = call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %c0, <2 x half> %c1, <2 x half> %c2, <2 x half> %c3)
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr %p, <2 x half> %c0, <2 x half> %c1, <2 x half> %c2, <2 x half> %c3, i32 16)
  store { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %d, ptr %out
  ret void
}

declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0(ptr, i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f16.p0(ptr, i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0(ptr, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
