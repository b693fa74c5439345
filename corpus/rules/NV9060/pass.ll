; Calls with as many arguments as their written type takes.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @v(i32)
define void @f() {
  call void (i32) @v(i32 1)
  call void @v(i32 2)
  ret void
}
