; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = addrspace(3) global i32 7 ; expect: NV2041
@tile = internal addrspace(3) global [2 x i32] [i32 1, i32 0] ; expect: NV2041

define ptx_kernel void @kern() {
entry:
  store i32 1, ptr addrspace(3) @sh
  store i32 1, ptr addrspace(3) @tile
  ret void
}
