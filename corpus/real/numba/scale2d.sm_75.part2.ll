; nvverify-generator: numba-cuda-0.30.4 target=sm_75 nvvm-options="-opt=3 -arch=compute_75" source=numba/src/kernels.py:scale2d dialect=nvvm7-typed part=2/2 numba=0.68.1 llvmlite=0.50.0
; ModuleID = "clamp$18"
target triple = "nvptx64-nvidia-cuda"
target datalayout = "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64"

@"_ZN08NumbaEnv7kernels5clampB3v18B100cw51cXTLSUwv1sDUaKthrqNgqqmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEfff" = common global i8* null
define linkonce_odr i32 @"_ZN7kernels5clampB3v18B100cw51cXTLSUwv1sDUaKthrqNgqqmjgOR3W3CwAkMXLaJtQYkOIgxJU0gCqOkEJoHkbttqdSBL3UrBWEdBHRauQC7YhbWaAA_3d_3dEfff"(float* %".ret", float %"v", float %"lo", float %"hi")
{
entry:
  br label %"B0"
B0:
  %".6" = call float @"__nv_fmaxf"(float %"v", float %"lo")
  %".7" = call float @"__nv_fminf"(float %".6", float %"hi")
  store float %".7", float* %".ret"
  ret i32 0
}

declare float @"__nv_fmaxf"(float %".1", float %".2")

declare float @"__nv_fminf"(float %".1", float %".2")

!nvvmir.version = !{ !0 }
!0 = !{ i32 2, i32 0, i32 3, i32 2 }
