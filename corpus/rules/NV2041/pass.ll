; Zero and undef initializers become a plain .shared declaration.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = addrspace(3) global i32 0
@tile = internal addrspace(3) global [2 x [2 x i32]] [[2 x i32] [i32 0, i32 0], [2 x i32] zeroinitializer]
@buf = internal addrspace(3) global [16 x float] undef
@z = internal addrspace(3) global [4 x i32] zeroinitializer

define ptx_kernel void @kern() {
entry:
  store i32 1, ptr addrspace(3) @sh
  store i32 1, ptr addrspace(3) @tile
  store float 1.0, ptr addrspace(3) @buf
  store i32 1, ptr addrspace(3) @z
  ret void
}
