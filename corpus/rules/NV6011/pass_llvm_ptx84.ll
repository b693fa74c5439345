; sm_90 with PTX 8.3: the 128-bit cmpxchg is fine; a 64-bit one never needed more.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p, ptr %q) #0 {
entry:
  %a = cmpxchg ptr addrspace(1) %p, i128 0, i128 1 seq_cst seq_cst
  %b = cmpxchg ptr %q, i64 0, i64 1 seq_cst seq_cst
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx84" }
