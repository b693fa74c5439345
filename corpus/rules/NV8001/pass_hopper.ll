; target: sm_90a
; profile: llvm
; the warpgroup, setmaxnreg, async-proxy fence and mbarrier try_wait forms at sm_90a, several per string
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(3) %bar, i64 %state) #0 {
entry:
  call void asm sideeffect "setmaxnreg.inc.sync.aligned.u32 240;\0A\09wgmma.fence.sync.aligned;", ""()
  call void asm sideeffect "fence.proxy.async; // async proxy\0A", ""()
  %ok = call i32 asm sideeffect "{\0A\09.reg .pred p;\0A\09mbarrier.try_wait.shared.b64 p, [$1], $2;\0A\09selp.b32 $0, 1, 0, p;\0A}", "=r,r,l"(ptr addrspace(3) %bar, i64 %state)
  ret void
}

attributes #0 = { "target-features"="+ptx80" }

