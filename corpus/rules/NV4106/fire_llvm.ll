; comment: llc expands the copy and the fill into `st.const` stores, which ptxas refuses
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p4.p0.i64(ptr addrspace(4), ptr, i64, i1)
declare void @llvm.memset.p4.i64(ptr addrspace(4), i8, i64, i1)

define ptx_kernel void @kern(ptr addrspace(4) %d, ptr %s) {
entry:
  call void @llvm.memcpy.p4.p0.i64(ptr addrspace(4) %d, ptr %s, i64 8, i1 false) ; expect: NV4106
  call void @llvm.memset.p4.i64(ptr addrspace(4) %d, i8 0, i64 8, i1 false) ; expect: NV4106
  ret void
}
