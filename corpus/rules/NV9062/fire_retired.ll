; Names only LLVM 19 defines (LLVM 22's reader upgrades them into others: rules/nvvm_signatures.ron,
; `until: Some(19)`), declared with a parameter more or of another type and called: opt-19
; `Intrinsic has incorrect argument type!` / `ptr @llvm.nvvm.barrier0`, … (pass_retired.ll:
; the same for LLVM 22, which accepts them).
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier0(i32)
declare void @llvm.nvvm.bar.sync(i64)
declare i32 @llvm.nvvm.barrier0.popc(i32, i32)
define void @f() {
  call void @llvm.nvvm.barrier0(i32 1) ; expect: NV9062
  call void @llvm.nvvm.bar.sync(i64 0) ; expect: NV9062
  %c = call i32 @llvm.nvvm.barrier0.popc(i32 1, i32 2) ; expect: NV9062
  ret void
}
