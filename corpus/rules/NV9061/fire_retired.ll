; Names only LLVM 19 defines, declared with a result of another type and called: opt-19
; `Intrinsic has incorrect return type!` / `ptr @llvm.nvvm.barrier0`, `ptr @llvm.nvvm.fabs.f`.
; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.barrier0()
declare double @llvm.nvvm.fabs.f(float)
define void @f(float %x) {
  %c = call i32 @llvm.nvvm.barrier0() ; expect: NV9061
  %a = call double @llvm.nvvm.fabs.f(float %x) ; expect: NV9061
  ret void
}
