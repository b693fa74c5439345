; Intrinsics declared with fewer parameters than LLVM 19's attributes of them name: opt-19
; refuses each declaration, called or not (`Attribute after last parameter!` / `ptr @…`), and
; the call of one with `Callsite was not defined with variable arguments!` (NV9200) after it.
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memset.p0.i64(ptr, i8, i64) ; expect: NV9206
declare void @llvm.assume() ; expect: NV9206
declare i32 @llvm.abs.i32(i32) ; expect: NV9206
declare void @llvm.lifetime.end.p0(i64) ; expect: NV9206
declare void @llvm.nvvm.cp.async.wait.group() ; expect: NV9206
define void @f() {
  call void @llvm.lifetime.end.p0(i64 4) ; expect: NV9200
  call void @llvm.nvvm.cp.async.wait.group() ; expect: NV9200
  ret void
}
