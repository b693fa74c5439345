; Call argument attributes of LLVM 21 read by llc 19.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

declare void @g(ptr)

define void @f(ptr %p) {
  call void @g(ptr captures(none) %p) ; expect: NV9241
  call void @g(ptr dead_on_return %p) ; expect: NV9241
  ret void
}
