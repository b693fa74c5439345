; With CTA scope LLVM emits the unscoped test_wait/try_wait: PTX 7.0 (sm_80) and 7.8 (sm_90)
; are enough (llc-22 + ptxas-13.5).
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)
declare i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3), i64)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3), i32, i32)

define i1 @f(ptr addrspace(3) %b, i64 %s, i32 %p) #0 {
entry:
  %a = call i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3) %b, i64 %s)
  %c = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) %b, i32 %p)
  %d = call i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3) %b, i64 %s)
  %e = call i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) %b, i32 %p, i32 %p)
  %x = and i1 %a, %c
  %y = and i1 %d, %e
  %z = and i1 %x, %y
  ret i1 %z
}

attributes #0 = { "target-features"="+ptx78" }
