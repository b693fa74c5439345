; Vectors pack by bits: 8704 x i4 (packed f4e2m1 pairs) is 4352 bytes, exactly ptxas's sm_75 limit before PTX 8.1.
; target: sm_75
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @kern(<8704 x i4> %packed) #0 {
entry:
  ret void
}

attributes #0 = { "target-cpu"="sm_75" "target-features"="+ptx78" }
