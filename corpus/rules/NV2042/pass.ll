; target: sm_80
; profile: llvm
; the same variable in shared memory, and per-thread scratch as an alloca
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scratch = addrspace(3) global i32 undef, align 4

define ptx_kernel void @kern(ptr addrspace(1) %out) {
entry:
  %tmp = alloca i32, align 4, addrspace(5)
  store i32 1, ptr addrspace(5) %tmp
  %v = load i32, ptr addrspace(5) %tmp
  store i32 %v, ptr addrspace(3) @scratch
  store i32 %v, ptr addrspace(1) %out
  ret void
}
