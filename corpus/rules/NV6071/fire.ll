; The overflow intrinsics on vectors of integers: libNVVM 13.5 and 12.9 at compute_100 refuse
; each (`arithmetic overflow operand 0 not an integer?`); opt and llc accept them.
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

declare { <2 x i32>, <2 x i1> } @llvm.umul.with.overflow.v2i32(<2 x i32>, <2 x i32>)
declare { <4 x i16>, <4 x i1> } @llvm.sadd.with.overflow.v4i16(<4 x i16>, <4 x i16>)
define void @f(ptr %p, <2 x i32> %a, <4 x i16> %b) {
  %r = call { <2 x i32>, <2 x i1> } @llvm.umul.with.overflow.v2i32(<2 x i32> %a, <2 x i32> %a) ; expect: NV6071
  %s = call { <4 x i16>, <4 x i1> } @llvm.sadd.with.overflow.v4i16(<4 x i16> %b, <4 x i16> %b) ; expect: NV6071
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
