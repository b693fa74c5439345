; The scopes NVPTX knows, and an atomicrmw whose scope llc does not read.
; target: sm_90
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
entry:
  fence syncscope("block") acquire
  fence syncscope("cluster") release
  fence syncscope("device") seq_cst
  fence seq_cst
  %r = cmpxchg ptr %p, i32 0, i32 1 syncscope("singlethread") monotonic monotonic
  %s = cmpxchg ptr %p, i32 0, i32 1 syncscope("device") acq_rel monotonic
  %t = atomicrmw add ptr %p, i32 1 syncscope("agent") monotonic
  ret void
}
