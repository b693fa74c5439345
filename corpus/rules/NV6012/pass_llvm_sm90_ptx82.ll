; sm_90 with PTX 8.2: the target is Hopper, so NV6012's Hopper text does not apply;
; the shortfall is the PTX version, which NV6028 reports in its own words.
; target: sm_90
; profile: llvm
; llvm: 22
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr addrspace(1) %p) #0 {
entry:
  %a = atomicrmw xchg ptr addrspace(1) %p, i128 1 syncscope("device") monotonic ; expect: NV6028
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx82" }
