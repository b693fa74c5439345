; Names only LLVM 19 defines (rules/nvvm_signatures.ron, `until: Some(19)`), declared with
; another result type than their calls use: opt-19 refuses each call (`Invalid user of
; intrinsic instruction!`, then `Intrinsic called with incompatible signature`); the
; declaration against its signature is NV9061. A call with more arguments than its
; declaration (`barrier0` declared `()`, `bar.sync` `(i32)`) is refused alike. The same module
; under `--llvm 22` is pass_retired_llvm22.ll.
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i64 @llvm.nvvm.barrier0.popc(i32)
declare double @llvm.nvvm.fabs.f(float)
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.sync(i32)

define i32 @f(i32 %x, float %a) {
  %r = call i32 @llvm.nvvm.barrier0.popc(i32 %x) ; expect: NV9012, NV9013, NV9061
  %b = call float @llvm.nvvm.fabs.f(float %a) ; expect: NV9012, NV9013, NV9061
  call void @llvm.nvvm.barrier0(i32 %x) ; expect: NV9012, NV9013
  call void @llvm.nvvm.bar.sync(i32 0, i32 %x) ; expect: NV9012, NV9013
  ret i32 %r
}
