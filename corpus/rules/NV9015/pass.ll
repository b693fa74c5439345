; `icmp` on integers and pointers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i1 @f(i32 %x, ptr %p) {
  %y = icmp eq i32 %x, %x
  %z = icmp ne ptr %p, null
  %r = and i1 %y, %z
  ret i1 %r
}
