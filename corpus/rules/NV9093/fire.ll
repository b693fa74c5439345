; `llvm.used` lists that LLVM folds into a zero aggregate (LLVM 22 words it).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@llvm.used = appending global [1 x ptr] [ptr null], section "llvm.metadata" ; expect: NV9093
@llvm.compiler.used = appending global [0 x ptr] zeroinitializer, section "llvm.metadata" ; expect: NV9093
