; target: sm_75
; profile: nvvm
; the same gated intrinsic in two functions: each call is reported
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @first(i32 %x) {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %x, i32 -1) ; expect: NV4001
  %s = call i32 @llvm.nvvm.redux.sync.add(i32 %r, i32 -1) ; expect: NV4001
  ret void
}

define void @second(i32 %x) {
entry:
  %r = call i32 @llvm.nvvm.redux.sync.add(i32 %x, i32 -1) ; expect: NV4001
  ret void
}

declare i32 @llvm.nvvm.redux.sync.add(i32, i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
