; target: sm_100
; profile: nvvm
; mbarrier.test_wait through a generic pointer (libNVVM compiles it from compute_100; below, NV6054)
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i64* %bar, i64 %state) {
entry:
  %r = call i1 @llvm.nvvm.mbarrier.test.wait(i64* %bar, i64 %state) ; expect: NV4111
  ret void
}

declare i1 @llvm.nvvm.mbarrier.test.wait(i64*, i64)

!nvvmir.version = !{!90}
!90 = !{i32 2, i32 0}
