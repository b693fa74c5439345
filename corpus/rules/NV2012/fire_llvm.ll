; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(4) global i32 0, align 4 ; expect: NV2012
!nvvm.annotations = !{!1}
!1 = !{ptr addrspace(4) @g, !"managed", i32 1}
