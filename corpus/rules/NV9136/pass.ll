; The same alignment in modern IR, where 2^32 is the largest (on a function: ptxas refuses a global's `.align 4294967296`).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() align 4294967296 {
  ret void
}
