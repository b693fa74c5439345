; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i32 }

define ptx_kernel void @kern(ptr addrspace(1) "nvvm.grid_constant" %p) { ; expect: NV3026
entry:
  ret void
}
