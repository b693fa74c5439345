; comment: a bare architecture (no vendor or OS) is an NVPTX triple too; llc-19 compiles it
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64"

define ptx_kernel void @k() {
  ret void
}
