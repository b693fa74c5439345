; LLVM 23 floating-point literal syntax (llvm/llvm-project PR #190641, "[AsmParser] Revamp
; how floating-point literals work in LLVM IR", merged April 2026; LangRef "Simple Constants"):
; the special values +inf/-inf, +qnan/-qnan (sign required), NaNs with a hexadecimal payload
; +nan(0x…)/-nan(0x…) (quiet) and +snan(0x…)/-snan(0x…) (signalling), and C99 hexadecimal floats
; (0x1.8p3), for every floating-point type. llvm-as-22 (22.1.8) refuses every one of these forms
; ("expected value token"); Triton 3.9's bundled LLVM and XLA (JAX 0.11) write them.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@half_0 = global half +inf
@half_1 = global half -inf
@half_2 = global half +qnan
@half_3 = global half -qnan
@half_4 = global half +nan(0x1)
@half_5 = global half -nan(0x1)
@half_6 = global half +snan(0x1)
@half_7 = global half -snan(0x2)
@bfloat_0 = global bfloat +inf
@bfloat_1 = global bfloat -inf
@bfloat_2 = global bfloat +qnan
@bfloat_3 = global bfloat -qnan
@bfloat_4 = global bfloat +nan(0x1)
@bfloat_5 = global bfloat -nan(0x1)
@bfloat_6 = global bfloat +snan(0x1)
@bfloat_7 = global bfloat -snan(0x2)
@float_0 = global float +inf
@float_1 = global float -inf
@float_2 = global float +qnan
@float_3 = global float -qnan
@float_4 = global float +nan(0x1)
@float_5 = global float -nan(0x1)
@float_6 = global float +snan(0x1)
@float_7 = global float -snan(0x2)
@double_0 = global double +inf
@double_1 = global double -inf
@double_2 = global double +qnan
@double_3 = global double -qnan
@double_4 = global double +nan(0x1)
@double_5 = global double -nan(0x1)
@double_6 = global double +snan(0x1)
@double_7 = global double -snan(0x2)
@x86_fp80_0 = global x86_fp80 +inf
@x86_fp80_1 = global x86_fp80 -inf
@x86_fp80_2 = global x86_fp80 +qnan
@x86_fp80_3 = global x86_fp80 -qnan
@x86_fp80_4 = global x86_fp80 +nan(0x1)
@x86_fp80_5 = global x86_fp80 -nan(0x1)
@x86_fp80_6 = global x86_fp80 +snan(0x1)
@x86_fp80_7 = global x86_fp80 -snan(0x2)
@fp128_0 = global fp128 +inf
@fp128_1 = global fp128 -inf
@fp128_2 = global fp128 +qnan
@fp128_3 = global fp128 -qnan
@fp128_4 = global fp128 +nan(0x1)
@fp128_5 = global fp128 -nan(0x1)
@fp128_6 = global fp128 +snan(0x1)
@fp128_7 = global fp128 -snan(0x2)
@ppc_fp128_0 = global ppc_fp128 +inf
@ppc_fp128_1 = global ppc_fp128 -inf
@ppc_fp128_2 = global ppc_fp128 +qnan
@ppc_fp128_3 = global ppc_fp128 -qnan
@ppc_fp128_4 = global ppc_fp128 +nan(0x1)
@ppc_fp128_5 = global ppc_fp128 -nan(0x1)
@ppc_fp128_6 = global ppc_fp128 +snan(0x1)
@ppc_fp128_7 = global ppc_fp128 -snan(0x2)

@hex_f = global float 0x1.8p3
@hex_neg = global double -0x1.fp13
@hex_pos = global double +0x1p-4
@hex_half = global half 0x1.0p0
@vec = global <4 x float> <float +inf, float -inf, float +qnan, float -nan(0x3FFFFF)>
@arr = global [2 x double] [double +snan(0x4000000000000), double -qnan]

define float @flash_max(float %x) {
entry:
  %m = call float @llvm.maxnum.f32(float %x, float -inf)
  %c = fcmp oeq float %m, +inf
  %s = select i1 %c, float +qnan, float %m
  %p = fadd float %s, +nan(0x1)
  %q = fmul float %p, 0x1.8p3
  ret float %q
}

declare float @llvm.maxnum.f32(float, float)
