; The same intrinsics declared as their signatures give them: libNVVM 13.5 at compute_100
; accepts every one. (A vector `llvm.umul.with.overflow` is left out: libNVVM
; refuses it with NVIDIA's own `arithmetic overflow operand 0 not an integer?`: NV6071.)
; target: sm_100
; profile: nvvm
target datalayout = "e-p:64:64:64-p6:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-f128:128:128-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fma.f32(float, float, float)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.fmax.f(float, float)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)

define void @f(float %a, i32 %i) {
  %r0 = call float @llvm.fma.f32(float %a, float %a, float %a)
  %r1 = call i32 @llvm.ctpop.i32(i32 %i)
  %r2 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r3 = call float @llvm.nvvm.fmax.f(float %a, float %a)
  %r4 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %i, i32 %i)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
