; Arrays pad each element: [1089 x <3 x i8>] strides 4 bytes (4356 bytes) while <4354 x i8> packs to 4354 bytes; both overflow ptxas's 4352.
; target: sm_75
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @a(ptr byval([1089 x <3 x i8>]) align 4 %arr) #0 { ; expect: NV7001
entry:
  ret void
}

define ptx_kernel void @b(<4354 x i8> %vec) #0 { ; expect: NV7001
entry:
  ret void
}

attributes #0 = { "target-cpu"="sm_75" "target-features"="+ptx78" }
