; A 64-bit exchange needs no sm_90.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) #0 {
entry:
  %a = atomicrmw xchg ptr addrspace(1) %p, i64 1 monotonic
  ret void
}

attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx70" }
