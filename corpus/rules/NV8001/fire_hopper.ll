; target: sm_90
; profile: llvm
; setmaxnreg is sm_90a (and later a/f targets), not plain sm_90
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern() #0 {
entry:
  call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 240;", ""() ; expect: NV8001
  ret void
}

attributes #0 = { "target-features"="+ptx80" }

