; NVVM intrinsics declared with a result type their signature (rules/nvvm_signatures.ron,
; generated from IntrinsicsNVVM.td) does not give: a fixed type, a vector, an overloaded
; slot bound to the wrong kind, and a row only LLVM 22 has (judged at the newest LLVM).
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.fmax.f(float, float)
declare <2 x float> @llvm.nvvm.fmax.f16x2(<2 x half>, <2 x half>)
declare float @llvm.nvvm.ldu.global.i.f32.p1(ptr addrspace(1), i32)
declare double @llvm.nvvm.add.rn.sat.f(float, float)
define void @f(float %a, <2 x half> %h, ptr addrspace(1) %p) {
  %x = call i32 @llvm.nvvm.fmax.f(float %a, float %a) ; expect: NV9061
  %y = call <2 x float> @llvm.nvvm.fmax.f16x2(<2 x half> %h, <2 x half> %h) ; expect: NV9061
  %z = call float @llvm.nvvm.ldu.global.i.f32.p1(ptr addrspace(1) %p, i32 4) ; expect: NV9061
  %w = call double @llvm.nvvm.add.rn.sat.f(float %a, float %a) ; expect: NV9061
  ret void
}
