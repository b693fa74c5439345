; An alias where PTX 6.0 has no .alias (sm_70 takes PTX 6.0).
; target: sm_70
; profile: llvm
; ptx: 6.0
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@alt = alias void (), ptr @impl ; expect: NV2047

define void @impl() {
entry:
  ret void
}

define ptx_kernel void @k() {
entry:
  call void @alt()
  ret void
}
