; target: sm_120
; profile: llvm
; wgmma is sm_90a only: consumer Blackwell lacks it
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern() #0 {
entry:
  call void asm sideeffect "wgmma.fence.sync.aligned;", ""() ; expect: NV8001
  ret void
}

attributes #0 = { "target-features"="+ptx87" }

