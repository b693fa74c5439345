; target: sm_90a
; profile: nvvm
; m64n16k16 with its eight f32 accumulators
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i64 %da, i64 %db) {
entry:
  %d = call { float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7}, $8, $9, 1, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,l,l"(i64 %da, i64 %db)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
