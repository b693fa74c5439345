; target: sm_90
; profile: nvvm
; the same with 64-bit pointers
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i8* %tmap, i32 %c) {
entry:
  call void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(i8* %tmap, i32 %c, i64 0, i1 false)
  ret void
}

declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(i8*, i32, i64, i1)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
