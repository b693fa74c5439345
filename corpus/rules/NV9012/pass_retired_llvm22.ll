; A name only LLVM 19 defines, declared with another result type than its calls use: LLVM 22's
; reader rewrites each call from the call's own types (`barrier0.popc` into
; `barrier.cta.red.popc.aligned.all`), so opt-22 accepts what opt-19 refuses (fire_retired.ll).
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i64 @llvm.nvvm.barrier0.popc(i32)
declare double @llvm.nvvm.fabs.f(float)

define i32 @f(i32 %x, float %a) {
  %r = call i32 @llvm.nvvm.barrier0.popc(i32 %x)
  %b = call float @llvm.nvvm.fabs.f(float %a)
  ret i32 %r
}
