; Exact sine and cosine: PTX has only the approximate ones, which need afn.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)

define float @f(float %x) {
entry:
  %s = call float @llvm.sin.f32(float %x) ; expect: NV6061
  %c = call reassoc float @llvm.cos.f32(float %x) ; expect: NV6061
  %r = fadd float %s, %c
  ret float %r
}
