; The same alias with PTX 6.3, which has .alias.
; target: sm_70
; profile: llvm
; ptx: 6.3
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@alt = alias void (), ptr @impl

define void @impl() {
entry:
  ret void
}

define ptx_kernel void @k() {
entry:
  call void @alt()
  ret void
}
