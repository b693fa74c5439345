; atomicrmw operations of later LLVM releases than libNVVM's NVVM 7 path reads.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define float @f(float* %p, i32* %q, float %x, i32 %n) {
entry:
  %a = atomicrmw fadd float* %p, float %x seq_cst ; expect: NV9236
  %b = atomicrmw fmax float* %p, float %x seq_cst ; expect: NV9236
  %c = atomicrmw uinc_wrap i32* %q, i32 %n seq_cst ; expect: NV9236
  %d = fadd float %a, %b
  %e = sitofp i32 %c to float
  %r = fadd float %d, %e
  ret float %r
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
