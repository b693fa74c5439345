; Aliases of a defined global through constant expressions written without a leading type (LLVM reads `bitcast`, `getelementptr`, `addrspacecast` and `inttoptr` so). Under the nvvm profile: llc's own alias rules (NV2048) are not in question.
; target: sm_80
; profile: nvvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global [4 x i32] zeroinitializer
@a = alias i32, getelementptr (i8, ptr addrspace(1) @g, i64 4)
@b = alias i32, addrspacecast (ptr addrspace(1) @g to ptr)
@c = alias i32, bitcast (ptr addrspace(1) @g to ptr addrspace(1))
@d = alias i32, getelementptr inbounds ([4 x i32], ptr addrspace(1) @g, i64 0, i64 1)
@e = alias i32, inttoptr (i64 ptrtoint (ptr addrspace(1) @g to i64) to ptr)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
