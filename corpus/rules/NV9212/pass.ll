; Near misses of NV9212 that every verifier accepts.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
declare i32 @h()

define void @f(i32 %a, ptr %p, i1 %c) {
entry:
  %v = load i32, ptr %p, align 4
  store i32 1, ptr %p, align 16
  %m = alloca i32, align 1
  %x = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4
  ret void
}
