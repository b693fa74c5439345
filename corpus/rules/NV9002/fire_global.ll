; Global names no item of the module defines: in a global's initializer, a call, a store.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = global ptr @nowhere_table ; expect: NV9002

define void @f(ptr %p) {
entry:
  call void @nowhere() ; expect: NV9002
  store i32 0, ptr @missing, align 4 ; expect: NV9002
  ret void
}
