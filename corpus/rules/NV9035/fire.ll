; `alloca` counted by a float.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  %a = alloca i32, float 2.0 ; expect: NV9035, NV6027
  ret void
}
