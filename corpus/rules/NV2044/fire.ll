; target: sm_90
; profile: llvm
; module-scope variables in spaces llc cannot emit: tensor memory (6) and 2
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tmem = addrspace(6) global i32 0, align 4 ; expect: NV2044
@odd = addrspace(2) global i32 0, align 4 ; expect: NV2044

define ptx_kernel void @kern() {
entry:
  ret void
}
