; Aliases of a kernel and of a variable: .alias names only device functions with a body.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0
@kalias = alias void (), ptr @k ; expect: NV2048
@galias = alias i32, ptr addrspace(1) @g ; expect: NV2048

define ptx_kernel void @k() {
entry:
  ret void
}
