; `cmpxchg` of one type. (A pointer `cmpxchg` is valid LLVM too, but libNVVM 13.5 refuses it:
; "Atomic operations on non-i32/i64/i128 types are not supported".)
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, i64 %a, i64 %b) {
  %v = cmpxchg ptr %p, i64 1, i64 2 seq_cst seq_cst
  %w = cmpxchg ptr %p, i64 %a, i64 %b acq_rel monotonic
  ret void
}
