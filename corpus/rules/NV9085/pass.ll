; A chain of aliases that ends at a definition. Under the nvvm profile: llc's own alias rules (NV2048, NV2051) are not in question.
; target: sm_80
; profile: nvvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = global i32 0
@a = alias i32, ptr @b
@b = alias i32, ptr @g

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
