; target: sm_90a
; profile: llvm
; setmaxnreg's register count must be an immediate
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i32 %n) #0 {
entry:
  call void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 %n) ; expect: NV4101
  ret void
}

declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32)

attributes #0 = { "target-features"="+ptx80" }
