; Intrinsics only called or named in metadata; an ordinary function used as a value.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @g(ptr)

@fp = global ptr @g

define void @f(ptr %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store ptr @g, ptr %p, align 8
  call void @g(ptr @g)
  ret void
}

!named = !{!0}
!0 = !{ptr @llvm.nvvm.read.ptx.sreg.tid.x}
