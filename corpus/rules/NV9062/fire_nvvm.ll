; NVVM intrinsics declared with parameter types their signature (rules/nvvm_signatures.ron,
; generated from IntrinsicsNVVM.td) does not take: a fixed type, a pointer in another
; address space, a slot that must repeat the result's type.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.redux.sync.add(i32, i64)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, float, i32, i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(1), ptr addrspace(3))
declare float @llvm.nvvm.atomic.add.gen.f.cta.f32.p0(ptr, double)
define void @f(i32 %a, float %b, ptr addrspace(1) %g, ptr addrspace(3) %s, ptr %p) {
  %x = call i32 @llvm.nvvm.redux.sync.add(i32 %a, i64 -1) ; expect: NV9062
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, float %b, i32 0, i32 31) ; expect: NV9062
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(1) %g, ptr addrspace(3) %s) ; expect: NV9062
  %z = call float @llvm.nvvm.atomic.add.gen.f.cta.f32.p0(ptr %p, double 1.0) ; expect: NV9062
  ret void
}
