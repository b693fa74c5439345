; A global variable or alias of a name an earlier function or global has.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @h()
@h = addrspace(1) global i32 0, align 4 ; expect: NV9228

define void @f() {
entry:
  ret void
}

@f = alias void (), ptr @k ; expect: NV9228
@g = addrspace(1) global i32 1, align 4
@g = alias void (), ptr @k ; expect: NV9228

define void @k() {
entry:
  ret void
}
