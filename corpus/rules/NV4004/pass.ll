; target: sm_80
; profile: llvm
; known NVVM intrinsics and a generic llvm.* intrinsic
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i32 %x) {
entry:
  call void @llvm.nvvm.membar.gl()
  %r = call i32 @llvm.ctpop.i32(i32 %x)
  ret void
}

declare void @llvm.nvvm.membar.gl()
declare i32 @llvm.ctpop.i32(i32)
