; Global variables of distinct names.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, align 4
@g2 = addrspace(1) global i32 1, align 4

define void @f() {
entry:
  ret void
}
