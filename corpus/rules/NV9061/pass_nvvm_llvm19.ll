; A row only LLVM 22 has (`llvm.nvvm.add.rn.sat.f`) is not judged for LLVM 19, which does not
; know the name: opt-19 accepts the declaration whatever its types.
; target: sm_90
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare double @llvm.nvvm.add.rn.sat.f(float, float)
define void @f(float %a) {
  %w = call double @llvm.nvvm.add.rn.sat.f(float %a, float %a)
  ret void
}
