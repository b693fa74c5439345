; The same alias in modern IR, which LLVM 12 and later parse. Under the nvvm profile: llc's own alias rules (NV2048, NV2051) are not in question.
; target: sm_80
; profile: nvvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define available_externally void @f() {
  ret void
}
@a = available_externally alias void (), ptr @f

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
