; AMDGPU's "agent" scope on a fence and a cmpxchg.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
entry:
  fence syncscope("agent") seq_cst ; expect: NV6057
  %r = cmpxchg ptr %p, i32 0, i32 1 syncscope("agent") monotonic monotonic ; expect: NV6057
  ret void
}
