; target: sm_90
; profile: llvm
; the spaces llc emits: global, shared, constant
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, align 4
@s = addrspace(3) global i32 undef, align 4
@c = addrspace(4) constant i32 7, align 4

define ptx_kernel void @kern() {
entry:
  ret void
}
