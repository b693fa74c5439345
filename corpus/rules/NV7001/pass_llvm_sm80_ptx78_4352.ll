; Before PTX 8.1 ptxas allows exactly 4352 bytes on sm_80: 4344 + 8 = 4352 fit.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { [4344 x i8] }

define ptx_kernel void @kern(ptr byval(%S) align 4 %s, ptr %p) #0 {
entry:
  ret void
}

attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx78" }
