; target: sm_90
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(1) %p, i64 %v) #0 {
entry:
  %r = atomicrmw xchg ptr addrspace(1) %p, i64 %v monotonic
  ret void
}

attributes #0 = { "target-features"="+ptx84" }
