; The system-scope 128-bit cmpxchg on sm_90 with PTX 8.4 (llc-22 + ptxas accept it).
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) #0 {
entry:
  %a = cmpxchg ptr addrspace(1) %p, i128 0, i128 1 seq_cst seq_cst
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx84" }
