; target: sm_90
; profile: nvvm
; upstream stmatrix on the NVVM 7 path (compute_90): libNVVM: `Intrinsic has incorrect argument type!`
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32 addrspace(3)* %p, i32 %r0, i32 %r1) {
entry:
  call void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3i32(i32 addrspace(3)* %p, i32 %r0, i32 %r1) ; expect: NV4118
  ret void
}

declare void @llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16.p3i32(i32 addrspace(3)*, i32, i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
