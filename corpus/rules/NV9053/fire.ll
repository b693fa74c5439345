; `cmpxchg` of floats.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  %v = cmpxchg ptr %p, float 1.0, float 2.0 seq_cst seq_cst ; expect: NV9053
  ret void
}
