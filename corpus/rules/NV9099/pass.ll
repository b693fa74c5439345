; Constants passed to `immarg` parameters; a value passed to a parameter that is not `immarg`.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
declare void @llvm.foo.bar(i32 immarg, i32)
define void @g(ptr %p, ptr %q, i64 %n, i32 %x) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 %n, i1 false)
  call void @llvm.foo.bar(i32 3, i32 %x)
  ret void
}
