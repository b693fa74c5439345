; target: sm_80
; profile: nvvm
; cp.async.wait_group's group count must be an immediate
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32 %n) {
entry:
  call void @llvm.nvvm.cp.async.wait.group(i32 %n) ; expect: NV4101
  ret void
}

declare void @llvm.nvvm.cp.async.wait.group(i32)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
