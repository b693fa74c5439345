; Comdats defined, one after its use; a bare `comdat` named after its function.
; target: sm_90
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$k = comdat any

@g = linkonce_odr addrspace(1) global i32 0, comdat($c), align 4

define linkonce_odr void @k() comdat {
entry:
  ret void
}

$c = comdat any
