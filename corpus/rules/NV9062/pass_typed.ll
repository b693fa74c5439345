; NVVM IR: LLVM 7's forms, including the memcpy with an alignment argument that readers upgrade.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0i8.p1i8.i64(i8*, i8 addrspace(1)*, i64, i32, i1)
declare void @llvm.memset.p0i8.i64(i8*, i8, i64, i1)
declare float @llvm.fma.f32(float, float, float)
declare i32 @llvm.ctpop.i32(i32)
define void @f(i8* %p, i8 addrspace(1)* %q) {
  call void @llvm.memcpy.p0i8.p1i8.i64(i8* %p, i8 addrspace(1)* %q, i64 8, i32 1, i1 false)
  call void @llvm.memset.p0i8.i64(i8* %p, i8 0, i64 8, i1 false)
  %a = call float @llvm.fma.f32(float 1.0, float 2.0, float 3.0)
  %b = call i32 @llvm.ctpop.i32(i32 7)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
