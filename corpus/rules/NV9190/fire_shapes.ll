; Result types libNVVM 13.5's NVVM 23 path (compute_100) refuses, one per shape of its matcher's
; message: a fixed type, an overloaded slot, void for a value and a value for void, a struct
; for a scalar (named and literal), a scalar or a struct of another length for a struct, and
; a struct's elements (a fixed i1; the i1 of the same vector width as an overloaded slot).
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

%st = type { float, i32 }

declare i32 @llvm.fma.f32(float, float, float)
declare float @llvm.ctpop.f32(float)
declare void @llvm.nvvm.read.ptx.sreg.tid.x()
declare { float, i32 } @llvm.nvvm.fmax.f(float, float)
declare %st @llvm.nvvm.fmin.f(float, float)
declare i32 @llvm.umul.with.overflow.i32(i32, i32)
declare { i64, i1, i1 } @llvm.umul.with.overflow.i64(i64, i64)
declare { i16, i8 } @llvm.umul.with.overflow.i16(i16, i16)
declare { <2 x i32>, i1 } @llvm.umul.with.overflow.v2i32(<2 x i32>, <2 x i32>)
declare { <2 x i16>, <4 x i1> } @llvm.umul.with.overflow.v2i16(<2 x i16>, <2 x i16>)
declare { i8, <2 x i1> } @llvm.umul.with.overflow.i8(i8, i8)
declare { <2 x i64>, <2 x i8> } @llvm.umul.with.overflow.v2i64(<2 x i64>, <2 x i64>)

define void @f(float %a, i32 %i, i64 %l, i16 signext %s, i8 signext %b, <2 x i32> %vi, <2 x i16> %vs, <2 x i64> %vl) {
  %r0 = call i32 @llvm.fma.f32(float %a, float %a, float %a) ; expect: NV9190
  %r1 = call float @llvm.ctpop.f32(float %a) ; expect: NV9190, NV4107
  call void @llvm.nvvm.read.ptx.sreg.tid.x() ; expect: NV9190
  %r3 = call { float, i32 } @llvm.nvvm.fmax.f(float %a, float %a) ; expect: NV9190
  %r4 = call %st @llvm.nvvm.fmin.f(float %a, float %a) ; expect: NV9190
  %r5 = call i32 @llvm.umul.with.overflow.i32(i32 %i, i32 %i) ; expect: NV9190
  %r6 = call { i64, i1, i1 } @llvm.umul.with.overflow.i64(i64 %l, i64 %l) ; expect: NV9190
  %r7 = call { i16, i8 } @llvm.umul.with.overflow.i16(i16 %s, i16 %s) ; expect: NV9190
  %r8 = call { <2 x i32>, i1 } @llvm.umul.with.overflow.v2i32(<2 x i32> %vi, <2 x i32> %vi) ; expect: NV9190, NV6071
  %r9 = call { <2 x i16>, <4 x i1> } @llvm.umul.with.overflow.v2i16(<2 x i16> %vs, <2 x i16> %vs) ; expect: NV9190, NV6071
  %r10 = call { i8, <2 x i1> } @llvm.umul.with.overflow.i8(i8 %b, i8 %b) ; expect: NV9190, NV4107
  %r11 = call { <2 x i64>, <2 x i8> } @llvm.umul.with.overflow.v2i64(<2 x i64> %vl, <2 x i64> %vl) ; expect: NV9190, NV6071
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
