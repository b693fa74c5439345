; Function declarations with the linkages declarations may have.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @a()
declare external void @b()
declare extern_weak void @c()
