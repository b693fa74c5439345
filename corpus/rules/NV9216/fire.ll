; `store atomic` without an explicit alignment (modern IR).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
declare i32 @h()

define void @f(i32 %a, ptr %p, i1 %c) {
entry:
  store atomic i32 1, ptr %p seq_cst ; expect: NV9216
  ret void
}
