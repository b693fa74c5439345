; target: sm_80
; profile: nvvm
; memcpy and memset into constant memory
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i8 addrspace(4)* %d, i8* %s) {
entry:
  call void @llvm.memcpy.p4i8.p0i8.i64(i8 addrspace(4)* %d, i8* %s, i64 8, i1 false) ; expect: NV4106
  call void @llvm.memset.p4i8.i64(i8 addrspace(4)* %d, i8 0, i64 8, i1 false) ; expect: NV4106
  ret void
}

declare void @llvm.memcpy.p4i8.p0i8.i64(i8 addrspace(4)*, i8*, i64, i1)
declare void @llvm.memset.p4i8.i64(i8 addrspace(4)*, i8, i64, i1)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
