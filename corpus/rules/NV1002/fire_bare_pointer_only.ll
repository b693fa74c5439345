; comment: only the pointer spec: LLVM's defaults leave n empty and i64 at 32:64, i128 unaligned (three libNVVM messages)
; target: sm_90
; profile: nvvm
target datalayout = "e-p:64:64:64" ; expect: NV1002, NV1002, NV1002
target triple = "nvptx64-nvidia-cuda"

define void @kern(i32* %p) {
entry:
  store i32 1, i32* %p
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
