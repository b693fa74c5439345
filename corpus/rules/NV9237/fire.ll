; Instruction flags of later LLVM releases than libNVVM's NVVM 7 path reads.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i64 @f(i32 %x) {
entry:
  %a = zext nneg i32 %x to i64 ; expect: NV9237
  %b = or disjoint i32 %x, 1 ; expect: NV9237
  %c = trunc nuw i32 %b to i8 ; expect: NV9237
  %d = zext i8 %c to i64
  %r = add i64 %a, %d
  ret i64 %r
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
