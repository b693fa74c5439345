// Atomic read-modify-write in global and shared memory, CAS loops, scoped atomics and fences.
#include <cuda_runtime.h>

__device__ float atomic_mul(float *addr, float v) {
  int *a = reinterpret_cast<int *>(addr);
  int old = *a, assumed;
  do {
    assumed = old;
    old = atomicCAS(a, assumed, __float_as_int(__int_as_float(assumed) * v));
  } while (assumed != old);
  return __int_as_float(old);
}

__global__ void histogram(const unsigned char *data, int n, unsigned int *bins) {
  __shared__ unsigned int local[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) local[i] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x) atomicAdd(&bins[i], local[i]);
}

__global__ void misc_atomics(int *i32, unsigned long long *u64, float *f32, double *f64,
                             unsigned int *u32) {
  int t = threadIdx.x;
  atomicMax(i32, t);
  atomicMin(i32 + 1, -t);
  atomicExch(i32 + 2, t);
  atomicAnd(i32 + 3, ~t);
  atomicOr(i32 + 4, t);
  atomicXor(i32 + 5, t);
  atomicSub(i32 + 6, 1);
  atomicInc(u32, 1000u);
  atomicDec(u32 + 1, 1000u);
  atomicAdd(u64, (unsigned long long)t);
  atomicCAS(u64 + 1, 0ull, (unsigned long long)t);
  atomicAdd(f32, 1.5f);
  atomicAdd(f64, 2.5);
  atomic_mul(f32 + 1, 1.01f);
  atomicAdd_block(i32 + 7, 1);
  atomicAdd_system(i32 + 8, 1);
  __threadfence_block();
  __threadfence();
  __threadfence_system();
}

__global__ void ticket_lock(int *lock, int *counter) {
  if (threadIdx.x == 0) {
    while (atomicCAS(lock, 0, 1) != 0) {
    }
    __threadfence();
    *(volatile int *)counter += 1;
    __threadfence();
    atomicExch(lock, 0);
  }
}
