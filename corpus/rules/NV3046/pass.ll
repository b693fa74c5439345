; ssp, sspstrong and safestack on functions without locals: llc adds no guard.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() #0 {
entry:
  ret void
}

define void @g() #1 {
entry:
  ret void
}

attributes #0 = { ssp sspstrong }
attributes #1 = { safestack }
