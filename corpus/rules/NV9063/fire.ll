; Parameter and return attributes on types they do not apply to.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @a(i32 nonnull %x) { ; expect: NV9063
  ret void
}
define void @b(i32 byval(i32) %x, float align 4 %y) { ; expect: NV9063, NV9063
  ret void
}
define nonnull i32 @c(ptr zeroext %p) { ; expect: NV9063, NV9063
  ret i32 0
}
declare void @d(i64 noalias dereferenceable(8))  ; expect: NV9063
define void @e(<2 x i32> align 8 %v, <2 x ptr> nonnull %w) { ; expect: NV9063, NV9063
  ret void
}
