; On sm_90 a system-scope (no syncscope) 128-bit cmpxchg needs PTX 8.4; the module declares PTX 8.0 (not a Hopper problem: NV6011 stays quiet).
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) #0 {
entry:
  %a = cmpxchg ptr addrspace(1) %p, i128 0, i128 1 seq_cst seq_cst ; expect: NV6051
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx80" }
