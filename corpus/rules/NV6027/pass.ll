; target: sm_50
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
entry:
  %a = alloca i32, i32 4, align 4
  store volatile i32 0, ptr %a
  ret void
}
