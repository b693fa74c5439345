; `fence monotonic` or `fence unordered` (modern IR).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g()
declare i32 @h()

define void @f(i32 %a, ptr %p, i1 %c) {
entry:
  fence monotonic ; expect: NV9217
  fence unordered ; expect: NV9217
  ret void
}
