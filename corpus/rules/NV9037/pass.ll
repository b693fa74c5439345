; `getelementptr` indexed by integers of any width.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, i16 %a, i64 %b) {
  %g = getelementptr i32, ptr %p, i16 %a
  %h = getelementptr [4 x i32], ptr %p, i64 %b, i64 %b
  ret void
}
