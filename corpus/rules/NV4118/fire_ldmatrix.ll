; target: sm_80
; profile: nvvm
; upstream ldmatrix on the NVVM 7 path (compute_80): libNVVM `Error: unsupported operation`
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32 addrspace(1)* %out, i8* %p, i8 addrspace(3)* %s, i32 %r0, i32 %r1) {
entry:
  %d = call i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3i8(i8 addrspace(3)* %s) ; expect: NV4118
  store i32 %d, i32 addrspace(1)* %out
  ret void
}

declare i32 @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3i8(i8 addrspace(3)*)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
