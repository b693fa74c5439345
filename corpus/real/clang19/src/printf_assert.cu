// Device printf (vprintf) with mixed argument types, and assert (__assertfail).
#include <cuda_runtime.h>
#include <cstdio>
#include <cassert>

__global__ void report(const float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(n > 0);
  if (i < n && x[i] != x[i])
    printf("NaN at block %d thread %u: idx=%lld val=%f ptr=%p tag=%s\n", blockIdx.x, threadIdx.x,
           (long long)i, (double)x[i], (const void *)(x + i), "x");
  if (i == 0) printf("n=%d\n", n);
}
