; The CTA-scoped test_wait.parity is emitted as the unscoped instruction: PTX 7.1 on sm_80.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3), i32)

define i1 @f(ptr addrspace(3) %b, i32 %p) #0 {
entry:
  %r = call i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) %b, i32 %p) ; expect: NV4002
  ret i1 %r
}

attributes #0 = { "target-features"="+ptx70" }
