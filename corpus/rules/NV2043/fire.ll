; target: sm_80
; profile: llvm
; an ifunc: PTX cannot pick an implementation at load time
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@impl = ifunc void (), ptr @resolve ; expect: NV2043

define ptr @resolve() {
entry:
  ret ptr @fast
}

define void @fast() {
entry:
  ret void
}
