; target: sm_80
; profile: llvm
; a fixed-width vector parameter
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dev(<4 x i32> %v) {
entry:
  ret void
}
