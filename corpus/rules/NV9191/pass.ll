; The same intrinsics declared as their signatures give them: libNVVM 13.5 at compute_100
; accepts every one.
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fma.f32(float, float, float)
declare <2 x float> @llvm.fma.v2f32(<2 x float>, <2 x float>, <2 x float>)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare <2 x half> @llvm.nvvm.fmax.f16x2(<2 x half>, <2 x half>)
declare i1 @llvm.nvvm.isspacep.global(ptr)

define void @f(ptr %p, float %a, <2 x half> %v, <2 x float> %vf) {
  %r0 = call float @llvm.fma.f32(float %a, float %a, float %a)
  %r1 = call <2 x float> @llvm.fma.v2f32(<2 x float> %vf, <2 x float> %vf, <2 x float> %vf)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 4, i1 false)
  %r3 = call <2 x half> @llvm.nvvm.fmax.f16x2(<2 x half> %v, <2 x half> %v)
  %r4 = call i1 @llvm.nvvm.isspacep.global(ptr %p)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
