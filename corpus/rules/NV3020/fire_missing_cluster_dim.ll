; target: sm_100a
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern() #0 { ; expect: NV3020
entry:
  ret void
}

attributes #0 = { "target-features"="+ptx90" "nvvm.blocksareclusters" "nvvm.reqntid"="128,1,1" }
