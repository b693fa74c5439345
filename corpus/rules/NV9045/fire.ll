; Integer `atomicrmw` operations on a float and a pointer.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr %q) {
  %a = atomicrmw add ptr %p, float 1.0 seq_cst ; expect: NV9045
  %b = atomicrmw max ptr %p, ptr %q seq_cst ; expect: NV9045
  ret void
}
