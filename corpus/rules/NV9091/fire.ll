; Intrinsic globals of the wrong types: not pointers, a 64-bit priority, a fourth field, a pointer not in the program address space, an integer third field, not a struct.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@llvm.used = appending global [1 x i32] [i32 0], section "llvm.metadata" ; expect: NV9091
@llvm.global_ctors = appending global [1 x { i64, ptr, ptr }] zeroinitializer ; expect: NV9091
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr, ptr }] zeroinitializer ; expect: NV9091
