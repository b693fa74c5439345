// Thread-block clusters (sm_90): a compile-time cluster shape with __cluster_dims__ (clang 22
// accepts the attribute but emits nothing for NVPTX), a cluster-size bound through the third
// __launch_bounds__ argument ("nvvm.maxclusterrank"), the cluster special registers, distributed
// shared memory through mapa, and the cluster barrier.
#include <cuda_runtime.h>

__global__ void __cluster_dims__(2, 1, 1) cluster_sum(const float *in, float *out) {
  __shared__ float partial;
  unsigned rank = __nvvm_read_ptx_sreg_cluster_ctarank();
  unsigned ranks = __nvvm_read_ptx_sreg_cluster_nctarank();
  if (threadIdx.x == 0) partial = 0.0f;
  __nvvm_barrier_cluster_arrive();
  __nvvm_barrier_cluster_wait();
  atomicAdd(&partial, in[blockIdx.x * blockDim.x + threadIdx.x]);
  __nvvm_barrier_cluster_arrive();
  __nvvm_barrier_cluster_wait();
  if (rank == 0 && threadIdx.x < ranks) {
    // Read the peer block's shared variable through the cluster window.
    float *peer = (float *)__nvvm_mapa((void *)&partial, threadIdx.x);
    atomicAdd(&out[__nvvm_read_ptx_sreg_clusterid_x()], *peer);
  }
  __nvvm_barrier_cluster_arrive_relaxed();
  __nvvm_barrier_cluster_wait();
}

__global__ void __launch_bounds__(128, 1, 4) cluster_shape(unsigned *out) {
  if (threadIdx.x == 0 && __nvvm_is_explicit_cluster())
    out[__nvvm_read_ptx_sreg_cluster_ctaid_y() * 2 + __nvvm_read_ptx_sreg_cluster_ctaid_z()] =
        __nvvm_read_ptx_sreg_cluster_nctaid_x();
  __nvvm_fence_sc_cluster();
}
