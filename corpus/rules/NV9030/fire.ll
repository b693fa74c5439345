; `load` through an integer.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x, i64 %y) {
  %v = load i32, i32 %x ; expect: NV9030
  %w = load float, i64 %y ; expect: NV9030
  ret void
}
