; target: sm_75
; profile: nvvm
; upstream f16 WMMA on the NVVM 7 path (compute_75): libNVVM verifies it, but its PTX has no .aligned (`.aligned modifier required for instruction 'wmma.load.a'`)
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i8* %p, <2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %c0, <2 x half> %c1, <2 x half> %c2, <2 x half> %c3, { <2 x half>, <2 x half>, <2 x half>, <2 x half> }* %out) {
entry:
  %fa = call { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0i8(i8* %p, i32 16) ; expect: NV4118
  %fc = call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f16.p0i8(i8* %p, i32 16) ; expect: NV4118
  %d = call { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %a0, <2 x half> %a1, <2 x half> %a2, <2 x half> %a3, <2 x half> %a4, <2 x half> %a5, <2 x half> %a6, <2 x half> %a7, <2 x half> %c0, <2 x half> %c1, <2 x half> %c2, <2 x half> %c3) ; expect: NV4118
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0i8(i8* %p, <2 x half> %c0, <2 x half> %c1, <2 x half> %c2, <2 x half> %c3, i32 16) ; expect: NV4118
  store { <2 x half>, <2 x half>, <2 x half>, <2 x half> } %d, { <2 x half>, <2 x half>, <2 x half>, <2 x half> }* %out
  ret void
}

declare { <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16.p0i8(i8*, i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f16.p0i8(i8*, i32)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16.p0i8(i8*, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32)

!nvvm.annotations = !{!1}
!1 = !{void (i8*, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, { <2 x half>, <2 x half>, <2 x half>, <2 x half> }*)* @kern, !"kernel", i32 1}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
