; External and internal aliases of a device function.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@a = alias void (), ptr @f
@b = internal alias void (), ptr @f

define void @f() {
entry:
  ret void
}

define ptx_kernel void @k() {
entry:
  call void @a()
  call void @b()
  ret void
}
