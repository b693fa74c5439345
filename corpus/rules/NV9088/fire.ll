; An alias with a linkage aliases cannot have.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f() {
  ret void
}
@a = common alias void (), ptr @f ; expect: NV9088, NV2051
