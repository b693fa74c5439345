; A function of a name an earlier global variable or alias has.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@f = addrspace(1) global i32 0, align 4
@a = alias void (), ptr @k

define void @f() { ; expect: NV9229
entry:
  ret void
}

declare void @a() ; expect: NV9229

define void @k() {
entry:
  ret void
}
