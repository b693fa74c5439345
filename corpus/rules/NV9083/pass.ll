; Aliases of definitions, directly and through another alias.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
@a = alias void (), ptr @f
@b = alias void (), ptr @a
