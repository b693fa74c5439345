; Function attributes LLVM 7 reads after a declaration's parameter list.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @g(float*) nounwind readonly
declare void @h(float*) nounwind "nvvm.foo"

define float @f(float* %p) {
  call void @h(float* %p)
  %v = call float @g(float* %p)
  ret float %v
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
