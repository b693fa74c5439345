; `atomicrmw xchg` of an integer, a float and a pointer.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr %q) {
  %a = atomicrmw xchg ptr %p, i32 1 seq_cst
  %b = atomicrmw xchg ptr %p, float 1.0 seq_cst
  %c = atomicrmw xchg ptr %p, ptr %q seq_cst
  ret void
}
