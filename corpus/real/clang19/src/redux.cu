// sm_80+ warp reductions (redux.sync) through the CUDA header wrappers and the raw builtins.
#include <cuda_runtime.h>

__global__ void warp_reduce(const unsigned *in, unsigned *out) {
  unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned m = 0xffffffffu;
  unsigned s = __reduce_add_sync(m, v);
  unsigned mn = __reduce_min_sync(m, v);
  unsigned mx = __reduce_max_sync(m, v);
  int smn = __reduce_min_sync(m, (int)v - 100);
  int smx = __reduce_max_sync(m, (int)v - 100);
  unsigned a = __reduce_and_sync(m, v);
  unsigned o = __reduce_or_sync(m, v);
  unsigned x = __reduce_xor_sync(m, v);
  if ((threadIdx.x & 31) == 0) {
    unsigned *p = out + 8 * (blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32);
    p[0] = s; p[1] = mn; p[2] = mx; p[3] = (unsigned)smn; p[4] = (unsigned)smx;
    p[5] = a; p[6] = o; p[7] = x;
  }
}

__global__ void warp_reduce_builtin(const int *in, int *out) {
  int v = in[threadIdx.x];
  out[threadIdx.x] = __nvvm_redux_sync_add(v, 0xffffffffu) + __nvvm_redux_sync_umax(v, 0x0000ffffu);
}
