; The same instructions without the flags LLVM 7 does not read; older flags kept.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i64 @f(i32 %x) {
entry:
  %a = zext i32 %x to i64
  %b = or i32 %x, 1
  %c = trunc i32 %b to i8
  %d = zext i8 %c to i64
  %r = add nuw nsw i64 %a, %d
  ret i64 %r
}

; `getelementptr inbounds`, and fast-math flags where LLVM 7 reads them (arithmetic, `fcmp`,
; calls).
declare float @h(float)

define float @g(float* %p, float %v) {
entry:
  %q = getelementptr float, float* %p, i64 1
  %q2 = getelementptr inbounds float, float* %q, i64 1
  %c = fcmp nnan olt float %v, 1.0
  %w = call fast float @h(float %v)
  %s = select i1 %c, float %w, float 1.0
  br label %next
next:
  %m = phi float [ %s, %entry ]
  %n = fadd fast float %m, 1.0
  store float %n, float* %q2
  ret float %n
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
