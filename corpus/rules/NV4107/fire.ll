; target: sm_80
; profile: nvvm
; ctpop on i128 and an i8 overflow intrinsic
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @kern(i64 %w, i32 %ia, i32 %ib) {
entry:
  %x = zext i64 %w to i128
  %a = trunc i32 %ia to i8
  %b = trunc i32 %ib to i8
  %c = call i128 @llvm.ctpop.i128(i128 %x) ; expect: NV4107
  %o = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %a, i8 %b) ; expect: NV4107
  ret void
}

declare i128 @llvm.ctpop.i128(i128)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
