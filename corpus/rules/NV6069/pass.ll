; LLVM 19 lowers sqrt; exp2 is left to libdevice.
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.sqrt.f32(float)

define float @f(float %x) {
entry:
  %e = call float @llvm.sqrt.f32(float %x)
  ret float %e
}
