; Functions with common and appending linkage.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare common void @a() ; expect: NV9132
define appending void @b() { ; expect: NV9132
  ret void
}
