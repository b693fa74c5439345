; target: sm_90a
; profile: llvm
; N = 16
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i64 %da, i64 %db) #0 {
entry:
  %d = call { float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7}, $8, $9, 1, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,l,l"(i64 %da, i64 %db)
  ret void
}

attributes #0 = { "target-features"="+ptx80" }
