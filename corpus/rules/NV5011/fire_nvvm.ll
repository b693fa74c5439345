; target: sm_100a
; profile: nvvm
; b2x16_p64 is no decompressing source format (NVVM IR)
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i8 addrspace(6)* %t, i64 %desc) {
entry:
  call void @llvm.nvvm.tcgen05.cp.128x256b.b2x16_p64.cg1(i8 addrspace(6)* %t, i64 %desc) ; expect: NV5011
  ret void
}

declare void @llvm.nvvm.tcgen05.cp.128x256b.b2x16_p64.cg1(i8 addrspace(6)*, i64)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
