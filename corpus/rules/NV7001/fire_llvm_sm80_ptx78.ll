; Before PTX 8.1 (CUDA 12.1) ptxas allows 4352 bytes even on sm_80: 4352 + 8 = 4360 bytes overflow.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { [4352 x i8] }

define ptx_kernel void @kern(ptr byval(%S) align 4 %s, ptr %p) #0 { ; expect: NV7001
entry:
  ret void
}

attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx78" }
