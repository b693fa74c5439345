; Call argument attributes llc 19 reads.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

declare void @g(ptr)

define void @f(ptr %p) {
  call void @g(ptr noundef nocapture %p)
  ret void
}
