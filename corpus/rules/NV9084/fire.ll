; Aliases of constants that are neither global values nor expressions.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = alias i32, ptr null ; expect: NV9084, NV2048
@b = alias i32, ptr undef ; expect: NV9084, NV2048
