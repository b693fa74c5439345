; An `llvm.compiler.used` listing a global and a function.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = global i32 0
declare void @f()
@llvm.compiler.used = appending global [2 x ptr] [ptr @g, ptr @f], section "llvm.metadata"
