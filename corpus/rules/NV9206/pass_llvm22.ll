; The declarations NV9206 refuses for LLVM 19, not called: LLVM 22 gives a declaration no
; attributes of its intrinsic, and opt-22 accepts them (rc 0).
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memset.p0.i64(ptr, i8, i64)
declare void @llvm.assume()
declare i32 @llvm.abs.i32(i32)
declare void @llvm.lifetime.end.p0(i64)
declare void @llvm.nvvm.cp.async.wait.group()
define void @f() {
  ret void
}
