; Single-thread atomics compile; only the fence is refused.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
entry:
  %r = atomicrmw add ptr %p, i32 1 syncscope("singlethread") monotonic
  fence syncscope("block") acquire
  ret void
}
