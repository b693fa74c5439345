; A managed variable with PTX 3.2, which has no .attribute(.managed).
; target: sm_30
; profile: llvm
; ptx: 3.2
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@m = addrspace(1) global i32 0 ; expect: NV2049

define ptx_kernel void @k(ptr %p) {
entry:
  %v = load i32, ptr addrspace(1) @m
  store i32 %v, ptr %p
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr addrspace(1) @m, !"managed", i32 1}
