; A loop back to the entry block.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i1 %c) {
entry: ; expect: NV9009
  br i1 %c, label %entry, label %b
b:
  ret void
}
