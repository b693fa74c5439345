; Integer `atomicrmw` operations on integers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(1) %q) {
  %a = atomicrmw add ptr %p, i32 1 seq_cst
  %b = atomicrmw umax ptr addrspace(1) %q, i64 1 monotonic
  %c = atomicrmw xchg ptr %p, float 1.0 seq_cst
  ret void
}
