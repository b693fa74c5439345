; target: sm_90a
; profile: llvm
; 104 is a multiple of 8
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i32 %n) #0 {
entry:
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 104)
  ret void
}

declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)

attributes #0 = { "target-features"="+ptx80" }
