; `captures(...)` (LLVM 21, on every pointer parameter clang 21 and later write) and
; `dead_on_return` read by llc 19.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

declare void @g(ptr captures(none)) ; expect: NV9240

define void @f(ptr noundef captures(none) %p, ptr dead_on_return %q) { ; expect: NV9240, NV9240
  call void @g(ptr %p)
  ret void
}
