; The intrinsic globals with their types: pointers of any address space, `{ i32, ptr, ptr }` named or not.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%ctor = type { i32, ptr, ptr }
@g = addrspace(1) global i32 0
@llvm.used = appending global [1 x ptr addrspace(1)] [ptr addrspace(1) @g], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x %ctor] [%ctor { i32 65535, ptr null, ptr null }]
@llvm.global_dtors = appending global [0 x { i32, ptr, ptr }] zeroinitializer
