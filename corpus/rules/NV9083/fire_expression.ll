; Aliases of a declared global through constant expressions written without a leading type.
; target: sm_80
; profile: nvvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = external addrspace(1) global [4 x i32]
@a = alias i32, getelementptr (i8, ptr addrspace(1) @g, i64 4) ; expect: NV9083
@b = alias i32, addrspacecast (ptr addrspace(1) @g to ptr) ; expect: NV9083

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
