; A kernel declared here and defined elsewhere is sized where it is compiled: no NV7001 for the declaration.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptx_kernel void @external_kernel(ptr byval([40000 x i8]) align 4)

define ptx_kernel void @kern(ptr addrspace(1) %p) #0 {
entry:
  ret void
}

attributes #0 = { "target-cpu"="sm_80" "target-features"="+ptx81" }
