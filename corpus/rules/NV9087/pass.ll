; `available_externally` aliases of `available_externally` bodies. (llc refuses both: NV2048, NV2051).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define available_externally void @f() {
  ret void
}
@g = available_externally global i32 0
@a = available_externally alias void (), ptr @f ; expect: NV2051
@b = available_externally alias i32, ptr @g ; expect: NV2051, NV2048
