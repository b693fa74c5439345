; A single-thread fence.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  fence syncscope("singlethread") acquire ; expect: NV6059
  ret void
}
