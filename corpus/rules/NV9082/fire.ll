; `appending` globals that are not arrays.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = appending addrspace(1) global i32 0 ; expect: NV9082
@b = appending global { i32 } zeroinitializer ; expect: NV9082
