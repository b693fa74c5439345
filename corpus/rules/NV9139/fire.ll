; dso_local dllimport declarations.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = external dso_local dllimport addrspace(1) global i32 ; expect: NV9139
declare dso_local dllimport void @f() ; expect: NV9139
