; LLVM 22: tanh.approx is f32 only, and an f64 tanh has no libcall.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare double @llvm.tanh.f64(double)

define double @f(double %d) {
entry:
  %t = call afn double @llvm.tanh.f64(double %d) ; expect: NV6070
  ret double %t
}
