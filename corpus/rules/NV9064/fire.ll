; `alwaysinline` with `noinline`, written inline and through an attribute group.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @a() alwaysinline noinline { ; expect: NV9064
  ret void
}
define void @b() #0 { ; expect: NV9064
  ret void
}
define void @c() noinline #1 { ; expect: NV9064
  ret void
}
attributes #0 = { alwaysinline noinline }
attributes #1 = { alwaysinline }
