; Parameter types libNVVM 13.5's NVVM 23 path (compute_100) refuses, one per shape of its
; matcher's message: a slot matching an earlier overloaded one (scalar and vector), a fixed
; i1, an overloaded pointer and integer slot (numbered in binding order), a fixed vector given
; a scalar, another length or another element type, a pointer in another address space.
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fma.f32(float, float, i32)
declare double @llvm.sqrt.f32(float)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, float, <2 x float>)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i32)
declare void @llvm.memmove.p0.p0.i64(i32, ptr, i64, i1)
declare void @llvm.memset.p0.i64(ptr, i8, float, i1)
declare <2 x half> @llvm.nvvm.fmax.f16x2(<2 x half>, half)
declare <2 x half> @llvm.nvvm.fmin.f16x2(<4 x half>, <2 x half>)
declare <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x float>, <2 x half>)
declare i1 @llvm.nvvm.isspacep.global(ptr addrspace(1))

define void @f(ptr %p, float %a, i32 %i, half %h, <2 x half> %v, <4 x half> %v4, <2 x float> %vf) {
  %r0 = call float @llvm.fma.f32(float %a, float %a, i32 %i) ; expect: NV9191
  %r1 = call double @llvm.sqrt.f32(float %a) ; expect: NV9191
  %r2 = call <2 x float> @llvm.fma.v2f32(<2 x float> %vf, float %a, <2 x float> %vf) ; expect: NV9191
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i32 0) ; expect: NV9191
  call void @llvm.memmove.p0.p0.i64(i32 %i, ptr %p, i64 4, i1 false) ; expect: NV9191
  call void @llvm.memset.p0.i64(ptr %p, i8 0, float %a, i1 false) ; expect: NV9191
  %r6 = call <2 x half> @llvm.nvvm.fmax.f16x2(<2 x half> %v, half %h) ; expect: NV9191
  %r7 = call <2 x half> @llvm.nvvm.fmin.f16x2(<4 x half> %v4, <2 x half> %v) ; expect: NV9191
  %r8 = call <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x float> %vf, <2 x half> %v) ; expect: NV9191
  %r9 = call i1 @llvm.nvvm.isspacep.global(ptr addrspace(1) null) ; expect: NV9191
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
