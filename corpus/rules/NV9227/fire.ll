; A second header of a name: two definitions, two declarations of other types, a declaration
; then a definition.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @h(i32)
declare void @h(i64) ; expect: NV9227
declare void @k(i32)

define void @f() {
entry:
  ret void
}

define void @f() { ; expect: NV9227
entry:
  ret void
}

define void @k(i64 %x) { ; expect: NV9227
entry:
  ret void
}
