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

; `getelementptr nusw`/`nuw` (LLVM 19), fast-math flags on `select` (LLVM 9) and `phi` (10).
define float @g(float* %p, i32 %k, float %v) {
entry:
  %c = icmp eq i32 %k, 0
  %q = getelementptr nusw float, float* %p, i64 1 ; expect: NV9237
  %q2 = getelementptr inbounds nuw float, float* %q, i64 1 ; expect: NV9237
  %s = select nnan i1 %c, float %v, float 1.0 ; expect: NV9237
  br label %next
next:
  %m = phi fast float [ %s, %entry ] ; expect: NV9237
  store float %m, float* %q2
  ret float %m
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
