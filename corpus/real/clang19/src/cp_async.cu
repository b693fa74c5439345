// sm_80 asynchronous global->shared copies (cp.async) with commit/wait groups, through the
// clang builtins and through the CUDA pipeline primitives header.
#include <cuda_runtime.h>
#include <cuda_pipeline_primitives.h>

#define SHARED(p) ((__attribute__((address_space(3))) void *)(p))
#define GLOBAL(p) ((const __attribute__((address_space(1))) void *)(p))

__global__ void stage_copy(const float4 *__restrict__ g, float4 *out, int tiles) {
  __shared__ __align__(16) float4 buf[2][128];
  int t = threadIdx.x;
  __nvvm_cp_async_cg_shared_global_16(SHARED(&buf[0][t]), GLOBAL(&g[t]));
  __nvvm_cp_async_commit_group();
  float4 acc = make_float4(0.f, 0.f, 0.f, 0.f);
  for (int k = 1; k < tiles; k++) {
    __nvvm_cp_async_ca_shared_global_16(SHARED(&buf[k & 1][t]), GLOBAL(&g[k * 128 + t]));
    __nvvm_cp_async_commit_group();
    __nvvm_cp_async_wait_group(1);
    __syncthreads();
    float4 v = buf[(k - 1) & 1][(t + 1) & 127];
    acc.x += v.x; acc.y += v.y; acc.z += v.z; acc.w += v.w;
    __syncthreads();
  }
  __nvvm_cp_async_wait_all();
  out[t] = acc;
}

__global__ void pipeline_copy(const int *g, int *out) {
  __shared__ __align__(16) int s[256];
  int t = threadIdx.x;
  __pipeline_memcpy_async(&s[t], &g[blockIdx.x * 256 + t], sizeof(int));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[255 - t];
}
