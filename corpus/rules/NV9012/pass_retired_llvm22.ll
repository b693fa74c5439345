; A name only LLVM 19 defines, declared with another result type than its calls use: LLVM 22's
; reader rewrites each call from the call's own types (`barrier0.popc` into
; `barrier.cta.red.popc.aligned.all`), reading as many of a call's arguments as the name's
; LLVM 19 signature has and dropping any other (`barrier0` reads none: it writes
; `barrier.cta.sync.aligned.all(i32 0)`), so opt-22 accepts what opt-19 refuses (fire_retired.ll).
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i64 @llvm.nvvm.barrier0.popc(i32)
declare double @llvm.nvvm.fabs.f(float)
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.sync(i32)

define i32 @f(i32 %x, float %a) {
  %r = call i32 @llvm.nvvm.barrier0.popc(i32 %x)
  %b = call float @llvm.nvvm.fabs.f(float %a)
  call void @llvm.nvvm.barrier0(i32 %x)
  call void @llvm.nvvm.bar.sync(i32 0, i32 %x)
  ret i32 %r
}
