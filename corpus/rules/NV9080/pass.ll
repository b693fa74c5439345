; `common` globals with zero initializers of each kind.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = common addrspace(1) global i32 0
@b = common addrspace(1) global float 0.0
@c = common addrspace(1) global [2 x i32] [i32 0, i32 0]
@d = common addrspace(1) global { ptr, double } zeroinitializer
@e = common addrspace(1) global double 0x0000000000000000
