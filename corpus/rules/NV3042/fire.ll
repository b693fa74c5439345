; target: sm_80
; profile: llvm
; a scalable vector parameter of a device function
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dev(<vscale x 4 x i32> %v) { ; expect: NV3042
entry:
  ret void
}
