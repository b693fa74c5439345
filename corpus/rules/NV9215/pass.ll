; Near misses of NV9215 that every verifier accepts.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
declare i32 @h()

define void @f(i32 %a, ptr %p, i1 %c) {
entry:
  %v = load atomic i32, ptr %p seq_cst, align 4
  %w = load i32, ptr %p
  ret void
}
