; The same intrinsics on scalar integers: libNVVM 13.5 and 12.9 accept them.
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i16, i1 } @llvm.sadd.with.overflow.i16(i16, i16)
define void @f(ptr %p, i32 %a, i16 signext %b) {
  %r = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %a)
  %s = call { i16, i1 } @llvm.sadd.with.overflow.i16(i16 %b, i16 %b)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
