; Local linkage with default visibility, external linkage with hidden.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = internal default addrspace(1) global i32 0
@h = hidden addrspace(1) global i32 0
define private void @f() {
  ret void
}
