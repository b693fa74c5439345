; target: sm_86
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern() #0 { ; expect: NV3029
entry:
  ret void
}

attributes #0 = { "nvvm.maxntid"="1024" "nvvm.minctasm"="2" }
