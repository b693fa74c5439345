; Values that are not constants passed to `immarg` parameters: a generic intrinsic's, one LLVM does not know. A plain function's (opt words its calls too) is reported where it is declared, NV9098.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
declare void @llvm.foo.bar(i32 immarg)
declare void @f(i32 immarg) ; expect: NV9098
define void @g(ptr %p, ptr %q, i1 %v, i32 %x) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 %v) ; expect: NV9099
  call void @llvm.foo.bar(i32 %x) ; expect: NV9099
  call void @f(i32 %x)
  ret void
}
