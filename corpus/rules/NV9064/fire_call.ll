; `alwaysinline` with `noinline` written on a call.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @f()
define void @g() {
  call void @f() alwaysinline noinline ; expect: NV9064
  ret void
}
