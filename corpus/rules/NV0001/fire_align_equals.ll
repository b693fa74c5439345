; `align=N` is LLVM's spelling inside `attributes #N = { … }` alone: in a function header, a
; parameter's or a result's attributes and a call argument's, opt-19 and opt-22 stop at the
; `=`, `expected integer` (8:29, each at its `=`); libNVVM's NVVM 7 path the same.
; target: sm_80
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i32 %x) align=16 { ; expect: NV0001
  ret void
}

define void @g(ptr align=8 %p) { ; expect: NV0001
  ret void
}

declare align=8 ptr @h() ; expect: NV0001

define void @k(ptr %p) {
  call void @g(ptr align=8 %p) ; expect: NV0001
  ret void
}
