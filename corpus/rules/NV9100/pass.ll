; `immarg` on a call's argument whose parameter is `immarg` too.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.foo.bar(i32 immarg)
define void @g() {
  call void @llvm.foo.bar(i32 immarg 3)
  ret void
}
