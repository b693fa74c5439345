; Append (5) and AppendUnique (6) module flags whose value is not a node. (NVVM IR)
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32* %p) {
  store i32 1, i32* %p
  ret void
}
!llvm.module.flags = !{!0, !1}
!0 = !{i32 5, !"a", i32 1} ; expect: NV9161
!1 = !{i32 6, !"b", !"x"} ; expect: NV9161

!nvvmir.version = !{!99}
!99 = !{i32 2, i32 0}
