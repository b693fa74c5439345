; LLVM 19 drops the attribute.
; target: sm_90
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern() #0 {
entry:
  ret void
}

attributes #0 = { "target-features"="+ptx86" "nvvm.blocksareclusters" "nvvm.reqntid"="128,1,1" "nvvm.cluster_dim"="2,1,1" }
