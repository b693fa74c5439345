; target: sm_90a
; profile: llvm
; bf16 inputs accumulate in f32 only
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i64 %da, i64 %db) #0 {
entry:
  %d = call float asm sideeffect "wgmma.mma_async.sync.aligned.m64n16k16.f16.bf16.bf16 {$0}, $1, $2, 1, 1, 1, 0, 0;", "=f,l,l"(i64 %da, i64 %db) ; expect: NV5009
  ret void
}

attributes #0 = { "target-features"="+ptx80" }
