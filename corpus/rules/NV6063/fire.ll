; LLVM 19: sin.approx only under unsafe math; the call's own flags do not count.
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.sin.f32(float)

define float @f(float %x) {
entry:
  %s = call afn float @llvm.sin.f32(float %x) ; expect: NV6063
  ret float %s
}
