; dllimport on external and extern_weak declarations and an available_externally definition.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = external dllimport addrspace(1) global i32
declare extern_weak dllimport void @f()
define available_externally dllimport void @h() {
  ret void
}
