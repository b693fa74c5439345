// Warp-level primitives: shuffles, votes, match, activemask, bit intrinsics.
#include <cuda_runtime.h>

__global__ void warp_ops(const int *in, int *out) {
  int lane = threadIdx.x & 31;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned full = 0xffffffffu;
  int a = __shfl_sync(full, v, 0);
  int b = __shfl_up_sync(full, v, 1);
  int c = __shfl_down_sync(full, v, 2);
  int d = __shfl_xor_sync(full, v, 4);
  float f = __shfl_xor_sync(full, (float)v * 0.5f, 8, 16);
  unsigned ballot = __ballot_sync(full, v > 0);
  int any = __any_sync(full, v == 42);
  int all = __all_sync(full, v != 0);
  unsigned active = __activemask();
  unsigned same = __match_any_sync(full, v & 7);
  int pred;
  unsigned alls = __match_all_sync(full, v >> 4, &pred);
  __syncwarp();
  int r = a + b + c + d + (int)f + __popc(ballot) + any + all + __ffs(active) + __clz(same) +
          (int)__brev(alls) + pred + lane;
  out[blockIdx.x * blockDim.x + threadIdx.x] = r;
}

__global__ void warp_prefix_sum(const unsigned long long *in, unsigned long long *out) {
  int lane = threadIdx.x & 31;
  unsigned long long v = in[threadIdx.x];
  for (int o = 1; o < 32; o <<= 1) {
    unsigned long long n = __shfl_up_sync(0xffffffffu, v, o);
    if (lane >= o) v += n;
  }
  out[threadIdx.x] = v + __popcll(v) + __ffsll((long long)v);
}
