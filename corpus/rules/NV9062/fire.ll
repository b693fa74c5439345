; Generic intrinsics declared with parameter types their signatures do not take.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fma.f32(float, float, double)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32)
declare void @llvm.assume(i32)
declare i32 @llvm.abs.i32(i32, i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i64)
define void @f(ptr %p) {
  %a = call float @llvm.fma.f32(float 1.0, float 2.0, double 3.0) ; expect: NV9062
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 8, i32 0) ; expect: NV9062
  call void @llvm.assume(i32 1) ; expect: NV9062
  %b = call i32 @llvm.abs.i32(i32 -1, i32 0) ; expect: NV9062
  %c = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 1, i64 2) ; expect: NV9062
  ret void
}
