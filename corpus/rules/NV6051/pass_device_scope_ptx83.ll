; A device-scope 128-bit cmpxchg needs only PTX 8.3 (NV6028's gate).
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) #0 {
entry:
  %a = cmpxchg ptr addrspace(1) %p, i128 0, i128 1 syncscope("device") monotonic monotonic
  ret void
}

attributes #0 = { "target-features"="+ptx83" }
