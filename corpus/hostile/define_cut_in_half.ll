target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k(ptr addrspace(1) %out) {
entry:
  %tid = call