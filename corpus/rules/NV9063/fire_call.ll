; Call-site attributes on types they do not apply to: arguments (the first of each), the result, a varargs argument.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @f(i32, float)
declare i32 @g()
declare void @v(i32, ...)
define void @h(i32 %x, float %y, ptr %p) {
  call void @f(i32 noalias nonnull %x, float byval(float) %y) ; expect: NV9063, NV9063
  %r = call nonnull i32 @g() ; expect: NV9063
  call void (i32, ...) @v(i32 %x, ptr zeroext %p) ; expect: NV9063
  ret void
}
