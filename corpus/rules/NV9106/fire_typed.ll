; `!range` limits of another type than the load: i64 on an i32, i32 on a float. (NVVM IR)
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32* %p) {
  %v = load i32, i32* %p, !range !0 ; expect: NV9106
  ret i32 %v
}
!0 = !{i64 0, i64 10}

!nvvmir.version = !{!99}
!99 = !{i32 2, i32 0}
