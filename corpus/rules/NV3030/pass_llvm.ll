; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%O = type opaque
%S = type { i32 }
define ptx_kernel void @k(ptr byval(%S) %p, ptr %q) {
  ret void
}
