; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define i32 @f() {
entry:
  %a = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %a
}
