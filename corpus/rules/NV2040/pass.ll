; Internal and private names are renamed by llc (a.b -> a_$_b); $ and _ are PTX characters;
; unnamed values (@0) are named __unnamed_N.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@"table-a" = internal addrspace(1) global i32 0
@.str = private unnamed_addr addrspace(1) constant [3 x i8] c"hi\00"
@"a$b" = addrspace(1) global i32 0
@0 = addrspace(1) global i32 0

define ptx_kernel void @_Z4kernv() {
entry:
  store i32 1, ptr addrspace(1) @"table-a"
  store i32 1, ptr addrspace(1) @"a$b"
  store i32 1, ptr addrspace(1) @0
  ret void
}
