; `br` on an i32.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %c) {
  br i32 %c, label %a, label %a ; expect: NV9058
a:
  ret void
}
