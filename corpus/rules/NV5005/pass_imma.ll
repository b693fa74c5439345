; target: sm_72
; profile: llvm
; the result is stored so that llc cannot delete the call as dead code
; IMMA (s8 WMMA) mma, load.a, load.c, store.d on sm_72
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sink0 = addrspace(1) global i32 zeroinitializer
@sink1 = addrspace(1) global i32 zeroinitializer

define ptx_kernel void @kern(ptr %p, i32 %a0, i32 %a1, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7, ptr %out) #0 {
entry:
  %fa = call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.s8.p0(ptr %p, i32 16)
  %fa.0 = extractvalue { i32, i32 } %fa, 0
  store volatile i32 %fa.0, ptr addrspace(1) @sink0
  %fc = call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p0(ptr %p, i32 16)
  %fc.0 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %fc, 0
  store volatile i32 %fc.0, ptr addrspace(1) @sink1
  %d = call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8(i32 %a0, i32 %a1, i32 %b0, i32 %b1, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7)
  call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr %p, i32 %c0, i32 %c1, i32 %c2, i32 %c3, i32 %c4, i32 %c5, i32 %c6, i32 %c7, i32 16)
  store { i32, i32, i32, i32, i32, i32, i32, i32 } %d, ptr %out
  ret void
}

declare { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.s8.p0(ptr, i32)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p0(ptr, i32)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32)

attributes #0 = { "target-features"="+ptx63" }

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
