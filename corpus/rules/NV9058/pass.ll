; `br` on an i1.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x) {
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  br i1 true, label %b, label %b
b:
  ret void
}
