; `load atomic` with a release ordering (modern IR).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
declare i32 @h()

define void @f(i32 %a, ptr %p, i1 %c) {
entry:
  %v = load atomic i32, ptr %p release, align 4 ; expect: NV9213
  %w = load atomic i32, ptr %p acq_rel, align 4 ; expect: NV9213
  ret void
}
