; target: sm_86
; profile: llvm
; fence.proxy.async (the async proxy) needs sm_90; the third statement of the string is the one that fires
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern() #0 {
entry:
  call void asm sideeffect "{ .reg .b32 %t; mov.u32 %t, 0; fence.proxy.async; }", ""() ; expect: NV8001
  ret void
}

attributes #0 = { "target-features"="+ptx80" }

