; Function attributes LLVM 7 reads after a definition's parameter list, and newer ones in
; no function at all (a declaration's are NV9245's).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(float* %p) nounwind noinline "no-trapping-math"="true" {
  ret void
}

define void @g(float* %p) #0 readnone {
  ret void
}

attributes #0 = { nounwind norecurse }

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
