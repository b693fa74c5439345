; A kernel that returns a value: llc stores it into func_retval0, which an .entry lacks.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel float @kern(ptr addrspace(1) %p) {
entry:
  ret float 0.0 ; expect: NV3044
}
