; target: sm_90a
; profile: llvm
; N = 12 is not a multiple of 8, in an instruction after an escaped newline and tab
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i64 %da, i64 %db) #0 {
entry:
  %d = call float asm sideeffect "fence.proxy.async;\0A\09wgmma.mma_async.sync.aligned.m64n12k16.f32.f16.f16 {$0}, $1, $2, 1, 1, 1, 0, 0;", "=f,l,l"(i64 %da, i64 %db) ; expect: NV5008
  ret void
}

attributes #0 = { "target-features"="+ptx80" }
