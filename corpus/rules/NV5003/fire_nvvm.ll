; target: sm_80
; profile: nvvm
; sub-byte WMMA loads need A row-major
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32* %p) {
entry:
  %f = call i32 @llvm.nvvm.wmma.m8n8k32.load.a.col.stride.s4.p0i32(i32* %p, i32 32) ; expect: NV5003
  ret void
}

declare i32 @llvm.nvvm.wmma.m8n8k32.load.a.col.stride.s4.p0i32(i32*, i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
