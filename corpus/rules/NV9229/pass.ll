; Functions and global variables of distinct names; a global naming a function defined
; after it (a forward reference, not a second definition).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0, align 4
@fp = addrspace(1) global ptr @f, align 8
@a = alias void (), ptr @f

define void @f() {
entry:
  ret void
}
