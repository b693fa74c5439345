// sm_90a-only features used by Hopper GEMM kernels: mbarriers in shared memory,
// register reallocation (setmaxnreg) and wgmma fences through inline PTX, cluster barriers
// and a launch bound of at most 2 blocks per cluster.
#include <cuda_runtime.h>

#define SMEM_BAR(p) ((__attribute__((address_space(3))) long *)(p))

__global__ void __launch_bounds__(384, 1, 2)
warp_specialized(const float *in, float *out, int n) {
  __shared__ __align__(8) long bar;
  __shared__ float stage[256];
  int warpgroup = threadIdx.x / 128;
  if (threadIdx.x == 0) __nvvm_mbarrier_init_shared(SMEM_BAR(&bar), 128);
  __syncthreads();
  if (warpgroup == 0) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    for (int i = threadIdx.x; i < 256; i += 128) stage[i] = i < n ? in[i] : 0.0f;
    __nvvm_mbarrier_arrive_shared(SMEM_BAR(&bar));
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
    while (!__nvvm_mbarrier_test_wait_shared(SMEM_BAR(&bar), 0)) {
    }
    asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
    asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
    int i = threadIdx.x - 128;
    if (i < n) out[i] = stage[i & 255] * 2.0f;
  }
  __nvvm_barrier_cluster_arrive();
  __nvvm_barrier_cluster_wait();
}
