; Parameter attributes llc 19 reads: `noundef`, `range`, `initializes`, `nocapture`.
; target: sm_80
; profile: llvm
; llvm: 19
target triple = "nvptx64-nvidia-cuda"

declare void @g(ptr nocapture)

define void @f(ptr noundef nocapture initializes((0, 4)) %p, i32 range(i32 0, 4) %i) {
  store i32 %i, ptr %p
  call void @g(ptr %p)
  ret void
}
