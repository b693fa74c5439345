; A `common` global marked `constant`.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = common addrspace(1) constant i32 0 ; expect: NV9081
