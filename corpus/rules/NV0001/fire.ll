; A syntax error in one function is reported at its site; the functions after it are still verified.
; target: sm_80
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @broken(ptr addrspace(1) %p) {
entry:
  %v = lod i32, ptr addrspace(1) %p, align 4 ; expect: NV0001
  ret void
}

define ptx_kernel void @after() {
entry:
  call void @llvm.nvvm.barrier.cluster.arrive() ; expect: NV4001
  ret void
}

declare void @llvm.nvvm.barrier.cluster.arrive()
