; A name only LLVM 19 defines, declared without its parameter and called: opt-19 `Callsite
; was not defined with variable arguments!` / `ptr @llvm.nvvm.barrier0.or` (opt-22 upgrades
; it into `barrier.cta.red.or` with an `icmp` on the missing operand and aborts: not a fixture).
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.barrier0.or()
declare float @llvm.nvvm.fabs.f()
define void @f() {
  %c = call i32 @llvm.nvvm.barrier0.or() ; expect: NV9200
  %a = call float @llvm.nvvm.fabs.f() ; expect: NV9200
  ret void
}
