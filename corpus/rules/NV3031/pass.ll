; target: sm_80
; profile: llvm
; kernel parameters of fixed size; the device function's scalable parameter is NV3042's (llvm profile)
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(i32 %a, <4 x i32> %v) {
  ret void
}
define void @dev(<vscale x 4 x i32> %v) { ; expect: NV3042
  ret void
}
