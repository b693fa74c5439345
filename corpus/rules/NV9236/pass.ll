; atomicrmw operations LLVM 7 reads; a floating-point add as NVVM IR's intrinsic.
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.atomic.load.add.f32.p0f32(float*, float)

define float @f(float* %p, i32* %q, float %x, i32 %n) {
entry:
  %a = call float @llvm.nvvm.atomic.load.add.f32.p0f32(float* %p, float %x)
  %c = atomicrmw umax i32* %q, i32 %n seq_cst
  %d = atomicrmw xchg i32* %q, i32 %c seq_cst
  %e = sitofp i32 %d to float
  %r = fadd float %a, %e
  ret float %r
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0, i32 3, i32 2}
