; Call-site attributes on types they do not apply to in NVVM IR: pointer attributes on an integer and a float, an integer attribute on a pointer, a result attribute.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @f(i32, float)
declare void @p(i8*)
declare i32 @g()
define void @h(i32 %x, float %y, i8* %q) {
  call void @f(i32 noalias %x, float nonnull %y) ; expect: NV9097, NV9097
  call void @p(i8* zeroext %q) ; expect: NV9097
  %r = call nonnull i32 @g() ; expect: NV9097
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
