; dllimport on a global definition, a function definition and an alias.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = dllimport addrspace(1) global i32 0 ; expect: NV9140
define dllimport void @f() { ; expect: NV9140
  ret void
}
@a = dllimport alias void (), ptr @f ; expect: NV9140
