; NVVM intrinsics declared as their signatures say (an overloaded slot bound to a vector
; of its kind); a row only LLVM 22 has is judged at the newest LLVM.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmax.f(float, float)
declare <2 x half> @llvm.nvvm.fmax.f16x2(<2 x half>, <2 x half>)
declare <2 x i32> @llvm.nvvm.ldu.global.i.v2i32.p1(ptr addrspace(1), i32)
declare float @llvm.nvvm.add.rn.sat.f(float, float)
define void @f(float %a, <2 x half> %h, ptr addrspace(1) %p) {
  %x = call float @llvm.nvvm.fmax.f(float %a, float %a)
  %y = call <2 x half> @llvm.nvvm.fmax.f16x2(<2 x half> %h, <2 x half> %h)
  %z = call <2 x i32> @llvm.nvvm.ldu.global.i.v2i32.p1(ptr addrspace(1) %p, i32 8)
  %w = call float @llvm.nvvm.add.rn.sat.f(float %a, float %a)
  ret void
}
