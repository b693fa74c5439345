// C++ on the device: templates with several instantiations, lambdas, vector types,
// 64-bit and 128-bit integer arithmetic.
#include <cuda_runtime.h>

template <typename T, int N>
struct Array { T v[N]; };

template <typename T, typename F>
__device__ T apply_all(Array<T, 4> a, F f) {
  T acc = T(0);
  for (int i = 0; i < 4; i++) acc += f(a.v[i]);
  return acc;
}

template <typename T>
__global__ void transform(const Array<T, 4> *in, T *out, T k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = apply_all(in[i], [=](T x) { return x * k + T(1); });
}
template __global__ void transform<float>(const Array<float, 4> *, float *, float);
template __global__ void transform<double>(const Array<double, 4> *, double *, double);
template __global__ void transform<long long>(const Array<long long, 4> *, long long *, long long);
template __global__ void transform<short>(const Array<short, 4> *, short *, short);

__global__ void vec_types(const float4 *a, const int2 *b, double2 *c, uchar4 *d) {
  int i = threadIdx.x;
  float4 x = a[i];
  int2 y = b[i];
  c[i] = make_double2(x.x + x.y + y.x, x.z * x.w - y.y);
  d[i] = make_uchar4((unsigned char)y.x, (unsigned char)y.y, 0, 255);
}

__global__ void wide_ints(const unsigned long long *a, unsigned long long *lo, unsigned long long *hi,
                          long long *q) {
  int i = threadIdx.x;
  unsigned __int128 p = (unsigned __int128)a[i] * a[i + 1];
  lo[i] = (unsigned long long)p;
  hi[i] = (unsigned long long)(p >> 64);
  q[i] = (long long)a[i] / ((long long)i - 17) + (long long)(a[i] % 1000003ull);
}
