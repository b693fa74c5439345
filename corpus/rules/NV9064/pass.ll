; `alwaysinline` or `noinline`, one at a time.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @a() alwaysinline {
  ret void
}
define void @b() #0 {
  ret void
}
attributes #0 = { noinline nounwind }
