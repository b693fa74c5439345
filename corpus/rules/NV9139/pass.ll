; dllimport and dso_local apart.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = external dllimport addrspace(1) global i32
@h = external dso_local addrspace(1) global i32
