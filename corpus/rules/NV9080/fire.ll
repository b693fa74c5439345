; `common` globals whose initializer is not zero: an integer, undef, a negative zero.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = common addrspace(1) global i32 5 ; expect: NV9080
@b = common addrspace(1) global i32 undef ; expect: NV9080
@c = common addrspace(1) global float -0.0 ; expect: NV9080
@d = common addrspace(1) constant i32 7 ; expect: NV9080
