; target: sm_103f
; profile: llvm
; sm_103f is a member of the sm_100f family
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(float %x) #0 {
entry:
  %r = call float @llvm.nvvm.redux.sync.fmax(float %x, i32 -1)
  ret void
}

declare float @llvm.nvvm.redux.sync.fmax(float, i32)

attributes #0 = { "target-features"="+ptx88" }
