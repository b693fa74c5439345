; target: sm_80
; profile: llvm
; the same inline PTX mma.sync on sm_80
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1, float %c0) #0 {
entry:
  %d = call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %c0, float %c0, float %c0, float %c0, i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %b0, i32 %b1)
  ret void
}

attributes #0 = { "target-features"="+ptx70" }
