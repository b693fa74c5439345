; fire_retired.ll for LLVM 22: its reader upgrades the LLVM 19 names (`barrier0` into
; `barrier.cta.sync.aligned.all`, …) and opt-22 accepts each of these (rc 0); nvverify judges
; them by no signature.
; target: sm_80
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.nvvm.barrier0(i32)
declare i32 @llvm.nvvm.barrier0.popc(i32, i32)
define void @f() {
  call void @llvm.nvvm.barrier0(i32 1)
  %c = call i32 @llvm.nvvm.barrier0.popc(i32 1, i32 2)
  ret void
}
