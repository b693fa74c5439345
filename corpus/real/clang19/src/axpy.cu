// Basic elementwise kernels: grid-stride loops, launch bounds, templated kernels,
// a non-inlined device helper and a 2-D index computation.
#include <cuda_runtime.h>

__device__ __noinline__ float fused(float a, float x, float y) { return fmaf(a, x, y); }

__global__ void __launch_bounds__(256) saxpy(int n, float a, const float *__restrict__ x,
                                             float *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = fused(a, x[i], y[i]);
}

template <typename T>
__global__ void axpy_t(long long n, T a, const T *x, T *y) {
  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
template __global__ void axpy_t<double>(long long, double, const double *, double *);
template __global__ void axpy_t<int>(long long, int, const int *, int *);

__global__ void scale2d(float *m, int rows, int cols, int ld, float s) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  if (r < rows && c < cols) m[r * ld + c] *= s;
}
