// Module-level state: __constant__ tables, initialised __device__ globals, static shared
// arrays, read-only cache loads (__ldg) and generic-pointer address-space queries.
#include <cuda_runtime.h>

__constant__ float filter[9] = {0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f, 0.125f, 0.0625f, 0.125f, 0.0625f};
__constant__ int dims[2];
__device__ int counter = 0;
__device__ unsigned long long table[4] = {1ull, 2ull, 3ull, 0xffffffffffffull};
__device__ float scratch[1024];

__global__ void blur3x3(const float *__restrict__ in, float *out, int w, int h) {
  __shared__ float tile[18][18];
  int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
  int cx = min(max(x - 1, 0), w - 1), cy = min(max(y - 1, 0), h - 1);
  tile[threadIdx.y][threadIdx.x] = __ldg(&in[cy * w + cx]);
  __syncthreads();
  if (threadIdx.x < 16 && threadIdx.y < 16 && x < w && y < h) {
    float acc = 0.0f;
    for (int dy = 0; dy < 3; dy++)
      for (int dx = 0; dx < 3; dx++) acc += filter[dy * 3 + dx] * tile[threadIdx.y + dy][threadIdx.x + dx];
    out[y * w + x] = acc;
  }
}

__global__ void use_globals(float *p) {
  int i = atomicAdd(&counter, 1);
  scratch[i & 1023] = (float)table[i & 3] + (float)dims[0] * (float)dims[1];
  __shared__ float sh[32];
  sh[threadIdx.x & 31] = p[threadIdx.x];
  float *gp = (threadIdx.x & 1) ? sh : p;
  p[threadIdx.x] = (float)__isShared(gp) + (float)__isGlobal(gp) + *gp;
}
