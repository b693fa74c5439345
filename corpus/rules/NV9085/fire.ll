; Aliases that reach themselves: one alone, two in a ring.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = alias i32, ptr @a ; expect: NV9085, NV2048
@b = alias i32, ptr @c ; expect: NV9085, NV2048
@c = alias i32, ptr @b ; expect: NV9085, NV2048
