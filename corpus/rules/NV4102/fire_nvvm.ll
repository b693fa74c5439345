; target: sm_90
; profile: nvvm
; the tensormap acquire fence's size must be 128
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i8* %p) {
entry:
  call void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(i8* %p, i32 64) ; expect: NV4102
  ret void
}

declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(i8*, i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
