; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%O = type opaque
define ptx_kernel void @k(ptr byval(%O) %p) { ; expect: NV3030
  ret void
}
