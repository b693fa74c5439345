; Varargs calls with their fixed arguments and more.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @v(i32, ...)
define void @f() {
  call void (i32, ...) @v(i32 1)
  call void (i32, ...) @v(i32 1, double 2.0, i64 3)
  ret void
}
