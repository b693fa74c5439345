; References to metadata numbers no node has.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
entry:
  %v = load i32, ptr %p, align 4, !range !7 ; expect: NV9230
  store i32 %v, ptr %p, align 4, !nontemporal !{i32 1, !8} ; expect: NV9230
  ret void
}

!named = !{!0, !3} ; expect: NV9230
!0 = !{!"fine", !9} ; expect: NV9230
