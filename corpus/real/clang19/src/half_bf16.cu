// Half- and bfloat16 arithmetic via cuda_fp16.h / cuda_bf16.h (inline-asm heavy headers),
// packed half2 math and conversions.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void half_math(const __half2 *a, const __half2 *b, __half2 *c, __half *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half2 x = a[i], y = b[i];
  __half2 r = __hfma2(x, y, __hmul2(x, x));
  r = __hadd2(r, __hsub2(y, x));
  r = __hmax2(r, __float2half2_rn(0.0f));
  c[i] = r;
  __half lo = __low2half(r), hi = __high2half(r);
  h[i] = __hgt(lo, hi) ? __hdiv(lo, hi) : __float2half(__half2float(lo) + 1.0f);
}

__global__ void bf16_math(const __nv_bfloat16 *a, const __nv_bfloat162 *b, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __nv_bfloat16 x = a[i];
  __nv_bfloat162 y = b[i];
  __nv_bfloat16 z = __hfma(x, __low2bfloat16(y), __high2bfloat16(y));
  __nv_bfloat162 w = __hmul2(y, __bfloat162bfloat162(z));
  out[i] = __bfloat162float(z) + __low2float(w) + __high2float(w) +
           __bfloat162float(__float2bfloat16_rn(out[i]));
}

__global__ void convert(const float *in, __half *h, __nv_bfloat16 *bf, short *s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float f = in[i];
    h[i] = __float2half_rz(f);
    bf[i] = __float2bfloat16(f);
    s[i] = __half2short_rn(__float2half(f));
  }
}
