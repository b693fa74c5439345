; comment: llc writes prefix data as a bare `.b32 123` line, which ptxas cannot parse
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dev() prefix i32 123 { ; expect: NV3008
entry:
  ret void
}

define ptx_kernel void @kern() {
entry:
  ret void
}
