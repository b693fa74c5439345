; An extern_weak function definition.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define extern_weak void @f() { ; expect: NV9131
  ret void
}
