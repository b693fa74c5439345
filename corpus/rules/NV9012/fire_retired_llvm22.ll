; The names LLVM 22 no longer defines are rewritten from each call's own types; a call that
; fits neither the declaration nor the signature LLVM 19 gave the name is refused by opt-22 in
; the rewritten code's words: `Both operands to ICmp instruction are not of the same type!` /
; `%1 = icmp ne i64 %x, i32 0` (barrier0.popc on an i64); `Intrinsic has incorrect return type!`
; / `ptr @llvm.nvvm.ex2.approx.i32` (ex2.approx.f on an i32). `ex2.approx.f16` is not rewritten:
; LLVM 22 reads it as `llvm.nvvm.ex2.approx` on `half` (its row has no `upgrade_reads`), and a
; call that differs from its declaration is `Invalid user of intrinsic instruction!`.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.barrier0.popc(i32)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.ex2.approx.f16(half)

define i32 @f(i64 %x, i32 %y, half %h) {
  %r = call i32 @llvm.nvvm.barrier0.popc(i64 %x) ; expect: NV9012, NV9013
  %e = call i32 @llvm.nvvm.ex2.approx.f(i32 %y) ; expect: NV9012, NV9013
  %g = call half @llvm.nvvm.ex2.approx.f16(half %h) ; expect: NV9012, NV9013
  ret i32 %r
}
