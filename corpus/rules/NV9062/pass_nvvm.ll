; NVVM intrinsics called through the declarations their signatures give (an overloaded
; slot bound to another floating-point type and another address space).
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3), ptr addrspace(1))
declare double @llvm.nvvm.atomic.add.gen.f.cta.f64.p1(ptr addrspace(1), double)
define void @f(i32 %a, ptr addrspace(1) %g, ptr addrspace(3) %s) {
  %x = call i32 @llvm.nvvm.redux.sync.add(i32 %a, i32 -1)
  %y = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %a, i32 0, i32 31)
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %s, ptr addrspace(1) %g)
  %z = call double @llvm.nvvm.atomic.add.gen.f.cta.f64.p1(ptr addrspace(1) %g, double 1.0)
  ret void
}
