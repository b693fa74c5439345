; target: sm_80
; profile: llvm
; an llvm.nvvm.* name no family knows (upstream LLVM profile)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i32 %x) {
entry:
  call void @llvm.nvvm.this.does.not.exist() ; expect: NV4004
  ret void
}

declare void @llvm.nvvm.this.does.not.exist()
