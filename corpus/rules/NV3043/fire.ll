; target: sm_80
; profile: llvm
; an x86_fp80 parameter, even unused, becomes .param .b80
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @dev(x86_fp80 %x) { ; expect: NV3043
entry:
  ret void
}
