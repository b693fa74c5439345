; Members through casts: `addrspacecast`, a zero `getelementptr`; a function.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global [2 x i32] zeroinitializer
@h = global i32 0
declare void @f()
@llvm.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr getelementptr (i8, ptr @h, i64 0), ptr @f], section "llvm.metadata"
