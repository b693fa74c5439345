; A cluster-scope fence on sm_80 (clusters arrived with sm_90).
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  fence syncscope("cluster") acquire ; expect: NV6067
  ret void
}
