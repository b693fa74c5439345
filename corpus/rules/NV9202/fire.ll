; Modern IR under the nvvm profile at sm_100 (libNVVM 13.5's NVVM 23 path): intrinsics
; declared with another number of parameters than their signatures. libNVVM counts after the
; result and before the parameters' types, varargs or not.
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmax.f(i32, float, float)
declare float @llvm.fma.f32(float, i32)
declare float @llvm.sqrt.f32(float, float, ...)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x(i32)
declare i32 @llvm.ctpop.i32()
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64)
define void @f(ptr %p, float %a, i32 %i) {
  %m = call float @llvm.nvvm.fmax.f(i32 %i, float %a, float %a) ; expect: NV9202
  %n = call float @llvm.fma.f32(float %a, i32 %i) ; expect: NV9202
  %s = call float (float, float, ...) @llvm.sqrt.f32(float %a, float %a) ; expect: NV9202
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(i32 %i) ; expect: NV9202
  %c = call i32 @llvm.ctpop.i32() ; expect: NV9202
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4) ; expect: NV9202
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
