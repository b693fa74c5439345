; Floating-point `atomicrmw` operations on floating-point values.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(1) %q) {
  %a = atomicrmw fadd ptr %p, float 1.0 seq_cst
  %b = atomicrmw fsub ptr addrspace(1) %q, double 1.0 monotonic
  %c = atomicrmw fmin ptr %p, half 1.0 seq_cst
  ret void
}
