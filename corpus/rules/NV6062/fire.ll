; Sine on double: no f64 sin.approx, no libcall.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare double @llvm.sin.f64(double)

define double @f(double %x) {
entry:
  %s = call afn double @llvm.sin.f64(double %x) ; expect: NV6062
  ret double %s
}
