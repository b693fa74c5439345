; Every global name is defined in the module, some only after their use.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = global ptr @later
@g = global i32 0, align 4

define void @f(ptr %p) {
entry:
  call void @later()
  store i32 1, ptr @g, align 4
  ret void
}

define void @later() {
entry:
  ret void
}
