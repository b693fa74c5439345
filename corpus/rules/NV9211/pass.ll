; Near misses of NV9211 that every verifier accepts.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
declare i32 @h()

define void @f(i32 %a, ptr %p, i1 %c) {
entry:
  call void @g()
  %r = call i32 @h()
  store i32 1, ptr %p, align 4
  ret void
}
