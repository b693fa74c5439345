; Generic intrinsics called through the declarations their signatures give; other names are not theirs.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
declare void @llvm.memcpy.inline.p0.p0.i64(ptr, ptr, i64, i1 immarg)
declare void @llvm.assume(i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare float @llvm.minnum.f32(float, float)
define void @f(ptr %p, ptr addrspace(1) %q) {
  call void @llvm.memcpy.p0.p1.i64(ptr %p, ptr addrspace(1) %q, i64 8, i1 false)
  call void @llvm.memset.p0.i32(ptr %p, i8 0, i32 8, i1 false)
  call void @llvm.memcpy.inline.p0.p0.i64(ptr %p, ptr %p, i64 8, i1 false)
  call void @llvm.assume(i1 true)
  %a = call i32 @llvm.ctlz.i32(i32 8, i1 false)
  %b = call float @llvm.minnum.f32(float 1.0, float 2.0)
  ret void
}
