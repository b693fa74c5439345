; An empty type as a declaration's parameter and a call argument; a struct with an empty
; member beside a real one. (An empty return type is refused later, by ptxas.)
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @g({})

define void @h({ {}, i32 } %a) {
entry:
  call void @g({} zeroinitializer)
  ret void
}
