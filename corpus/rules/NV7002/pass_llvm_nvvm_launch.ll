; comment: llvm.nvvm.launch (seed 000's form) of a kernel: the launch checker reads it and it is no unknown intrinsic
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.launch(ptr, ...)

define ptx_kernel void @child(ptr addrspace(1) %p) {
entry:
  ret void
}

define ptx_kernel void @parent(ptr addrspace(1) %p) {
entry:
  %r = call i32 (ptr, ...) @llvm.nvvm.launch(ptr @child, ptr addrspace(1) %p)
  ret void
}
