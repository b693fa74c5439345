; `cmpxchg` of integers. (Of pointers it is valid LLVM too, but libNVVM 13.5 refuses it:
; "Atomic operations on non-i32/i64/i128 types are not supported".)
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, i64 %a) {
  %v = cmpxchg ptr %p, i32 1, i32 2 seq_cst seq_cst
  %w = cmpxchg ptr %p, i64 %a, i64 0 seq_cst seq_cst
  ret void
}
