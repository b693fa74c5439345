; target: sm_80
; profile: nvvm
; the nvvm.ptr.*.to.* conversions are rejected; addrspacecast replaces them
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i8 addrspace(3)* %p) {
entry:
  %g = call i8* @llvm.nvvm.ptr.shared.to.gen.p0i8.p3i8(i8 addrspace(3)* %p) ; expect: NV4005
  store i8 0, i8* %g
  ret void
}

declare i8* @llvm.nvvm.ptr.shared.to.gen.p0i8.p3i8(i8 addrspace(3)*)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
