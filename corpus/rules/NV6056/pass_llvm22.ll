; comment: LLVM 22 writes the alignment
; target: sm_90
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %n) {
entry:
  %a = alloca i32, i32 %n, align 4
  store volatile i32 0, ptr %a
  ret void
}
