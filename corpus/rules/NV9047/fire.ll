; Floating-point `atomicrmw` operations on integers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  %a = atomicrmw fadd ptr %p, i32 1 seq_cst ; expect: NV9047
  %b = atomicrmw fmax ptr %p, i64 1 seq_cst ; expect: NV9047
  ret void
}
