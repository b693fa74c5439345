// Barriers and timing: named barriers (bar.sync id, count) through inline PTX, __syncwarp
// with partial masks, __nanosleep, clock64, globaltimer and memory fences.
#include <cuda_runtime.h>

__device__ __forceinline__ void named_barrier(int id, int count) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
}

__global__ void producer_consumer(volatile int *flag, int *data, long long *times) {
  __shared__ int buf[64];
  int t = threadIdx.x;
  long long t0 = clock64();
  if (t < 64) {
    buf[t] = t * 3;
    named_barrier(1, 128);
  } else {
    named_barrier(1, 128);
    data[t] = buf[t - 64];
  }
  __syncwarp(0x0000ffffu & (t < 16 ? 0xffffffffu : 0xffffffffu));
  if (t == 0) {
    while (*flag == 0) __nanosleep(100);
  }
  __syncthreads();
  unsigned long long gt;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(gt));
  times[t] = clock64() - t0 + (long long)(gt & 1) + clock();
}

__global__ void lane_info(unsigned *out) {
  unsigned lane, warp, smid, lt;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm("mov.u32 %0, %%warpid;" : "=r"(warp));
  asm("mov.u32 %0, %%smid;" : "=r"(smid));
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(lt));
  out[threadIdx.x] = lane + (warp << 8) + (smid << 16) + __popc(lt);
}
