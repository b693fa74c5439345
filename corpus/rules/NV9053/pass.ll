; `cmpxchg` of integers and pointers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr %a) {
  %v = cmpxchg ptr %p, i32 1, i32 2 seq_cst seq_cst
  %w = cmpxchg ptr %p, ptr %a, ptr null seq_cst seq_cst
  ret void
}
