; `immarg` written on a call's arguments whose parameters are not `immarg`: an intrinsic's, a plain function's (which LLVM also words as NV9098).
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.foo.bar(i32, i32 immarg)
declare void @f(i32)
define void @g() {
  call void @llvm.foo.bar(i32 immarg 3, i32 4) ; expect: NV9100
  call void @f(i32 immarg 3) ; expect: NV9098, NV9100
  ret void
}
