; `ret i32` in a function returning i8 (issue 28's first error).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i8 @f(i32 %x) {
  %y = add i32 %x, 1
  ret i32 %y ; expect: NV9001
}

define void @g(i32 %x) {
  ret i32 %x ; expect: NV9001
}

define i32 @h() {
  ret void ; expect: NV9001
}
