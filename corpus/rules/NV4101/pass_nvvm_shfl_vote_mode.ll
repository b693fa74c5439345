; target: sm_80
; profile: nvvm
; The same calls with immediate modes, as numba-cuda emits them.
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare { i32, i1 } @llvm.nvvm.shfl.sync.i32(i32, i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.vote.sync(i32, i32, i1)

define i32 @f(i32 %mask, i32 %mode, i32 %v, i32 %q) {
entry:
  %p = icmp ne i32 %q, 0
  %s = call { i32, i1 } @llvm.nvvm.shfl.sync.i32(i32 %mask, i32 2, i32 %v, i32 0, i32 31)
  %w = call { i32, i1 } @llvm.nvvm.vote.sync(i32 %mask, i32 3, i1 %p)
  %a = extractvalue { i32, i1 } %s, 0
  %b = extractvalue { i32, i1 } %w, 0
  %r = add i32 %a, %b
  ret i32 %r
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
