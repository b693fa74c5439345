; An alias of a global and of a cast of one. Under the nvvm profile: llc's own alias rules (NV2048, NV2051) are not in question.
; target: sm_80
; profile: nvvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0
@a = alias i32, ptr addrspace(1) @g
@b = alias i32, ptr addrspacecast (ptr addrspace(1) @g to ptr)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
