; Generic intrinsics declared as their signatures give, scalar and vector; a wrong declaration nobody calls.
; (A vector `sadd.with.overflow` is valid LLVM too, but libNVVM 13.5 refuses it: "arithmetic
; overflow operand 0 not an integer?".)
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fma.f32(float, float, float)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64)
declare void @llvm.trap()
declare i16 @llvm.smax.i16(i16, i16)
declare i32 @llvm.fma.i32(i32, i32, i32)
define void @f(<2 x double> %v, <2 x i64> %w) {
  %a = call float @llvm.fma.f32(float 1.0, float 2.0, float 3.0)
  %b = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %v, <2 x double> %v, <2 x double> %v)
  %c = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 1, i32 2)
  %d = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 7, i64 8)
  %e = call i16 @llvm.smax.i16(i16 1, i16 2)
  call void @llvm.trap()
  ret void
}
