; target: sm_100
; profile: nvvm
; the result is stored so that llc cannot delete the call as dead code
; libNVVM's NVVM 23 path (compute_100+): below it the call is NV4118
; A row-major
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

@sink0 = addrspace(1) global i32 zeroinitializer

define void @kern(ptr %p) {
entry:
  %f = call i32 @llvm.nvvm.wmma.m8n8k32.load.a.row.stride.s4.p0(ptr %p, i32 32)
  store volatile i32 %f, ptr addrspace(1) @sink0
  ret void
}

declare i32 @llvm.nvvm.wmma.m8n8k32.load.a.row.stride.s4.p0(ptr, i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
