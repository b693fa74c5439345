; The same alignment in modern IR, where 2^32 is the largest (libNVVM's NVVM 23 path judges it: the rule is the nvvm profile's; ptxas would refuse the `.align 4294967296` llc prints, a back-end matter).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = addrspace(1) global i32 0, align 4294967296
