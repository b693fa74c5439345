; Intrinsics declared with fewer parameters than their signatures (opt-19 and opt-22:
; `Callsite was not defined with variable arguments!`, once per call).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.fma.f32(float, float)
declare float @llvm.nvvm.fmax.f(float)
declare i32 @llvm.ctpop.i32()
declare i32 @llvm.smax.i32(i32)
define void @f(float %a, i32 %i) {
  %m = call float @llvm.fma.f32(float %a, float %a) ; expect: NV9200
  %n = call float @llvm.fma.f32(float %a, float 1.0) ; expect: NV9200
  %x = call float @llvm.nvvm.fmax.f(float %a) ; expect: NV9200
  %c = call i32 @llvm.ctpop.i32() ; expect: NV9200
  %s = call i32 @llvm.smax.i32(i32 %i) ; expect: NV9200
  ret void
}
