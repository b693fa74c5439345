; Modern byval(%S): 32760-byte struct + pointer = 32768 bytes, over the 32764 limit of sm_80 with PTX 8.1+.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%S = type { [32760 x i8] }

define ptx_kernel void @kern(ptr byval(%S) align 4 %s, ptr %p) #0 { ; expect: NV7001
entry:
  ret void
}

attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx81" }
