; `llvm.used` members that are not global values: `null` beside a global, an offset into one.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = global [2 x i32] zeroinitializer
@llvm.used = appending global [2 x ptr] [ptr @g, ptr null], section "llvm.metadata" ; expect: NV9094
@llvm.compiler.used = appending global [1 x ptr] [ptr getelementptr (i8, ptr @g, i64 4)], section "llvm.metadata" ; expect: NV9094
