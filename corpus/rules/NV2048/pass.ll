; An alias of a device function, reached through another alias.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@alt = alias void (), ptr @impl
@alt2 = alias void (), ptr @alt

define void @impl() {
entry:
  ret void
}

define ptx_kernel void @k() {
entry:
  call void @alt2()
  ret void
}
