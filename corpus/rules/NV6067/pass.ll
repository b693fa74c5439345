; A cluster-scope fence on sm_90 with PTX 7.8; a cluster-scope atomic on sm_80 (scope dropped).
; target: sm_90
; profile: llvm
; ptx: 7.8
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %p) {
entry:
  fence syncscope("cluster") acquire
  %v = atomicrmw add ptr %p, i32 1 syncscope("cluster") monotonic
  ret void
}
