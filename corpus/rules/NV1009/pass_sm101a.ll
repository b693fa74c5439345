; comment: LLVM 22 keeps sm_101a as a target of its own, with minimum PTX 8.6 (PTX 9.0 renamed
; it sm_110a, whose minimum is 9.0)
; target: sm_101a
; profile: llvm
; ptx: 8.6
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
entry:
  ret void
}
