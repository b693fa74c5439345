; comment: an nvcl/directx/spirv API or an nvsass architecture is no NVPTX triple for llc
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "x86_64-pc-nvcl" ; expect: NV1006

define ptx_kernel void @kern(ptr addrspace(1) %p) {
entry:
  ret void
}
