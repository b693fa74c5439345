; `cmpxchg` of one type.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr %a, ptr %b) {
  %v = cmpxchg ptr %p, i64 1, i64 2 seq_cst seq_cst
  %w = cmpxchg ptr %p, ptr %a, ptr %b acq_rel monotonic
  ret void
}
