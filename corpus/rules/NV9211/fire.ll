; A named result on an instruction that produces no value (modern IR).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
declare i32 @h()

define void @f(i32 %a, ptr %p, i1 %c) {
entry:
  %r = call void @g() ; expect: NV9211
  %s = store i32 1, ptr %p, align 4 ; expect: NV9211
  ret void
}
