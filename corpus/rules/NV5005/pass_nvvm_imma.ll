; target: sm_72
; profile: nvvm
; IMMA (s8 WMMA) mma, load.a, load.c, store.d on sm_72
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32* %p, i32 %a0, i32 %a1, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7, { i32, i32, i32, i32, i32, i32, i32, i32 }* %out) #0 {
entry:
  %fa = call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.s8.p0i32(i32* %p, i32 16)
  %fc = call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p0i32(i32* %p, i32 16)
  %d = call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8(i32 %a0, i32 %a1, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7)
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0i32(i32* %p, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7, i32 16)
  store { i32, i32, i32, i32, i32, i32, i32, i32 } %d, { i32, i32, i32, i32, i32, i32, i32, i32 }* %out
  ret void
}

declare { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.s8.p0i32(i32*, i32)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p0i32(i32*, i32)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0i32(i32*, i32, i32, i32, i32, i32, i32, i32, i32, i32)

attributes #0 = { "target-features"="+ptx63" }

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
