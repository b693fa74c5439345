; Intrinsics declared with a parameter more than their signatures: LLVM's matcher has no type
; left for it (opt-19 and opt-22: `Intrinsic has incorrect argument type!`, once per call).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmax.f(float, float, float)
declare float @llvm.sqrt.f32(float, float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x(i32)
declare void @llvm.trap(i32)
define void @f(float %a, i32 %i) {
  %m = call float @llvm.nvvm.fmax.f(float %a, float %a, float %a) ; expect: NV9062
  %s = call float @llvm.sqrt.f32(float %a, float %a) ; expect: NV9062
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(i32 %i) ; expect: NV9062
  call void @llvm.trap(i32 1) ; expect: NV9062
  ret void
}
