; target: sm_120a
; profile: llvm
; tensor memory (tcgen05) is the sm_100f/sm_110f families', not sm_120a's
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(ptr addrspace(3) %slot) #0 {
entry:
  call void asm sideeffect "tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$0], 32;", "r"(ptr addrspace(3) %slot) ; expect: NV8001
  ret void
}

attributes #0 = { "target-features"="+ptx87" }

