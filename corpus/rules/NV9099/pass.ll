; A constant passed to an `immarg` parameter; values passed to parameters that are not `immarg`.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1 immarg)
define void @g(ptr %p, ptr %q, i64 %n, i32 %x) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 %n, i1 false)
  ret void
}
