; `getelementptr` on an integer.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i64 %p) {
  %g = getelementptr i32, i64 %p, i32 0 ; expect: NV9036
  ret void
}
