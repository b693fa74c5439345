; An unnamed global in `llvm.used`.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@0 = global i32 0
@llvm.used = appending global [1 x ptr] [ptr @0], section "llvm.metadata" ; expect: NV9095
