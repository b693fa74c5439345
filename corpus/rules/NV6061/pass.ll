; With afn (or fast) LLVM 22 selects sin.approx/cos.approx, for f32, f16 and vectors.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.sin.f32(float)
declare half @llvm.cos.f16(half)
declare <2 x float> @llvm.sin.v2f32(<2 x float>)

define float @f(float %x, half %h, <2 x float> %v, ptr %p) {
entry:
  %s = call afn float @llvm.sin.f32(float %x)
  %c = call fast half @llvm.cos.f16(half %h)
  store half %c, ptr %p
  %w = call afn <2 x float> @llvm.sin.v2f32(<2 x float> %v)
  store <2 x float> %w, ptr %p
  ret float %s
}
