// Block reductions through static and dynamic shared memory, __syncthreads variants
// and a warp-shuffle tail.
#include <cuda_runtime.h>

extern __shared__ float dyn_smem[];

__device__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__global__ void block_sum_static(const float *in, float *out, int n) {
  __shared__ float s[256];
  int t = threadIdx.x;
  int i = blockIdx.x * 256 + t;
  s[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int st = 128; st > 32; st >>= 1) {
    if (t < st) s[t] += s[t + st];
    __syncthreads();
  }
  if (t < 32) {
    float v = warp_sum(s[t] + s[t + 32]);
    if (t == 0) out[blockIdx.x] = v;
  }
}

__global__ void block_sum_dynamic(const float *in, float *out, int n) {
  int t = threadIdx.x;
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x) acc += in[i];
  acc = warp_sum(acc);
  if ((t & 31) == 0) dyn_smem[t >> 5] = acc;
  __syncthreads();
  if (t < 32) {
    acc = t < (blockDim.x >> 5) ? dyn_smem[t] : 0.0f;
    acc = warp_sum(acc);
    if (t == 0) out[blockIdx.x] = acc;
  }
}

__global__ void count_positive(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int cnt = __syncthreads_count(v > 0);
  int all = __syncthreads_and(v != 0);
  int any = __syncthreads_or(v < 0);
  if (threadIdx.x == 0) {
    out[3 * blockIdx.x + 0] = cnt;
    out[3 * blockIdx.x + 1] = all;
    out[3 * blockIdx.x + 2] = any;
  }
}
