; 128-bit exchange needs sm_90 with the llvm profile too.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) #0 {
entry:
  %a = atomicrmw xchg ptr addrspace(1) %p, i128 1 monotonic ; expect: NV6012
  ret void
}

attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx83" }
