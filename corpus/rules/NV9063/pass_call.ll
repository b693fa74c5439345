; Call-site attributes on types they apply to.
; target: sm_80
; profile: llvm
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @f(ptr, i8)
declare ptr @g()
define void @h(ptr %p, i8 %c) {
  call void @f(ptr nonnull align 4 %p, i8 zeroext %c)
  %q = call nonnull ptr @g()
  ret void
}
