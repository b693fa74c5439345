; Aliases of `weak_odr`, `linkonce_odr` and external aliases. Under the nvvm profile: llc's own alias rules (NV2048, NV2051) are not in question.
; target: sm_80
; profile: nvvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
@w = weak_odr alias void (), ptr @f
@l = linkonce_odr alias void (), ptr @f
@e = alias void (), ptr @f
@a = alias void (), ptr @w
@b = alias void (), ptr @l
@c = alias void (), ptr @e

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
