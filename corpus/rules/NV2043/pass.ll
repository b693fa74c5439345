; target: sm_80
; profile: llvm
; an ordinary alias of a device function
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@impl = alias void (), ptr @fast

define void @fast() {
entry:
  ret void
}
