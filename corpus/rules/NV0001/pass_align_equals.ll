; `align N`, `align(N)` in a header and a parameter's attributes, and `align=N` in an
; attribute group: opt-19 and opt-22 accept them.
; target: sm_80
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g(ptr)

define void @m(ptr align 8 %p, ptr align(16) %q) align 16 #0 {
  call void @g(ptr align 8 %p)
  ret void
}

attributes #0 = { align=16 }
