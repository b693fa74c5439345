; comment: llvm.nvvm.launch of a device function, typed form; only NV7002 fires (llvm.nvvm.launch is a known intrinsic)
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.launch(i8*, ...)

define void @child(i32 addrspace(1)* %p) {
entry:
  ret void
}

define void @parent(i32 addrspace(1)* %p) {
entry:
  %r = call i32 (i8*, ...) @llvm.nvvm.launch(i8* bitcast (void (i32 addrspace(1)*)* @child to i8*), i32 addrspace(1)* %p) ; expect: NV7002
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
!nvvm.annotations = !{!1}
!1 = !{void (i32 addrspace(1)*)* @parent, !"kernel", i32 1}
