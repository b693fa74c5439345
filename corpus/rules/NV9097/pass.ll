; Call-site attributes on types they apply to in NVVM IR, and `align` on an integer, which LLVM 7 accepts.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @f(i8*, i8 zeroext, i32)
define void @h(i8* %p, i8 zeroext %c, i32 %x) {
  call void @f(i8* nonnull %p, i8 zeroext %c, i32 align 4 %x)
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
