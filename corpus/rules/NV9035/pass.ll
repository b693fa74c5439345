; `alloca` counted by integers.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  %a = alloca i32, i32 2
  %b = alloca float, i64 3
  %c = alloca i8, i32 4
  ret void
}
