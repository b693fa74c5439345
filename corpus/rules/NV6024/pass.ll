; target: sm_80
; profile: llvm
; llvm: 19
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(1) %p, ptr %s) {
entry:
  %g = addrspacecast ptr addrspace(1) %p to ptr
  store i32 0, ptr %g
  %q = addrspacecast ptr %s to ptr addrspace(3)
  store i32 0, ptr addrspace(3) %q
  ret void
}
