// Math library calls (resolved from libdevice at link time), fast-math intrinsics and
// double precision.
#include <cuda_runtime.h>
#include <math.h>

__global__ void float_math(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  float r = sinf(v) * cosf(v) + expf(-v * v) + logf(1.0f + fabsf(v)) + powf(fabsf(v), 1.5f);
  r += sqrtf(fabsf(v)) + rsqrtf(1.0f + v * v) + erff(v) + tanhf(v) + atan2f(v, 2.0f);
  r += __expf(v) + __fdividef(v, 3.0f) + __sinf(v) + __saturatef(v) + fmaf(v, v, 1.0f);
  r += floorf(v) + ceilf(v) + roundf(v) + truncf(v) + fminf(v, 0.0f) + fmaxf(v, 1.0f);
  y[i] = r;
}

__global__ void double_math(const double *x, double *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double v = x[i];
  y[i] = sin(v) + exp(v) + log1p(fabs(v)) + sqrt(fabs(v)) + cbrt(v) + fma(v, v, 1.0) +
         hypot(v, 2.0) + lgamma(2.0 + fabs(v)) + fmod(v, 3.0) + (double)__double2int_rn(v);
}

__global__ void int_math(const int *a, long long *b, unsigned *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int v = a[i];
  b[i] = __mul64hi(b[i], 0x123456789ll) + __mulhi(v, 77) + abs(v) + llabs(b[i]) + (long long)v / 7 +
         (long long)v % 13;
  c[i] = __umulhi((unsigned)v, 3u) + __byte_perm((unsigned)v, 0x01234567u, 0x3210) +
         __funnelshift_l((unsigned)v, c[i], 5) + __sad(v, 3, 0u) + __usad(5u, (unsigned)v, 1u);
}
