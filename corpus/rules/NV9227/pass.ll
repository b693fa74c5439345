; One header per name; a function used before its definition.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @h(i32)

define void @f() {
entry:
  call void @g()
  call void @h(i32 1)
  ret void
}

define void @g() {
entry:
  ret void
}
