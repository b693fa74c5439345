; NVVM IR (libNVVM's NVVM 7 path): intrinsics declared with fewer parameters than their
; signatures; libNVVM 12.9 and 13.5 at compute_80 refuse each (rc 6, empty log).
; target: sm_80
; profile: nvvm
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.fmax.f(float)
declare float @llvm.fma.f32(float, float)
define void @f(float* %p, float %a) {
  %m = call float @llvm.nvvm.fmax.f(float %a) ; expect: NV9200
  %n = call float @llvm.fma.f32(float %a, float %a) ; expect: NV9200
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
