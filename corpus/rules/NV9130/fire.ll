; Function declarations with linkages only definitions may have.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare internal void @a() ; expect: NV9130
declare weak_odr void @b() ; expect: NV9130
declare available_externally void @c() ; expect: NV9130
