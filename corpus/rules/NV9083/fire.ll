; Aliases of declarations, directly, through a cast, through another alias, and of an `available_externally` body.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @f()
@g = external addrspace(1) global i32
define available_externally void @h() {
  ret void
}
@a = alias void (), ptr @f ; expect: NV9083, NV2048
@b = alias i32, ptr addrspacecast (ptr addrspace(1) @g to ptr) ; expect: NV9083, NV2048
@c = alias void (), ptr @a ; expect: NV9083, NV2048
@d = alias void (), ptr @h ; expect: NV9083
