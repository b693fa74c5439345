; A phi missing the entry for `%a`, and one naming a block that does not branch to it.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ %x, %entry ] ; expect: NV9008
  %q = phi i32 [ %x, %entry ], [ %x, %a ], [ %x, %b ] ; expect: NV9008
  ret i32 %p
}
