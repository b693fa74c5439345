// Local (stack) memory: dynamically indexed private arrays, recursion and calls through
// device function pointers.
#include <cuda_runtime.h>

typedef float (*unary_fn)(float);
__device__ float op_sq(float x) { return x * x; }
__device__ float op_neg(float x) { return -x; }
__device__ float op_half(float x) { return 0.5f * x; }
__device__ unary_fn ops[3] = {op_sq, op_neg, op_half};

__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__global__ void private_sort(const int *in, int *out, int n) {
  int a[32];
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * 32;
  for (int k = 0; k < 32; k++) a[k] = base + k < n ? in[base + k] : 0x7fffffff;
  for (int i = 1; i < 32; i++) {
    int key = a[i], j = i - 1;
    while (j >= 0 && a[j] > key) { a[j + 1] = a[j]; j--; }
    a[j + 1] = key;
  }
  for (int k = 0; k < 32; k++)
    if (base + k < n) out[base + k] = a[k];
}

__global__ void indirect(float *x, const int *which, int *f) {
  int i = threadIdx.x;
  x[i] = ops[which[i] % 3](x[i]);
  f[i] = fib(i & 15);
}
