// sm_90 thread-block clusters: cluster special registers, cluster barriers, distributed
// shared memory (mapa + ld/st shared::cluster) and launch bounds with a max-cluster-rank.
// clang 19 ignores __cluster_dims__ (unknown attribute 'cluster_dims'), so these kernels
// rely on the cluster shape given at launch (cudaLaunchKernelEx) instead.
#include <cuda_runtime.h>

__global__ void cluster_exchange(int *out) {
  __shared__ int buf[128];
  unsigned rank = __nvvm_read_ptx_sreg_cluster_ctarank();
  unsigned nrank = __nvvm_read_ptx_sreg_cluster_nctarank();
  buf[threadIdx.x] = (int)(rank * 1000 + threadIdx.x);
  __nvvm_barrier_cluster_arrive();
  __nvvm_barrier_cluster_wait();
  unsigned peer = (rank + 1) % nrank;
  int *remote = (int *)__nvvm_mapa(buf, peer);
  int v = remote[threadIdx.x];
  __nvvm_barrier_cluster_arrive_relaxed();
  __nvvm_barrier_cluster_wait();
  out[blockIdx.x * blockDim.x + threadIdx.x] = v + (int)__nvvm_is_explicit_cluster();
}

__global__ void cluster_ids(unsigned *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[8 * i + 0] = __nvvm_read_ptx_sreg_clusterid_x();
  out[8 * i + 1] = __nvvm_read_ptx_sreg_clusterid_y();
  out[8 * i + 2] = __nvvm_read_ptx_sreg_nclusterid_x();
  out[8 * i + 3] = __nvvm_read_ptx_sreg_cluster_ctaid_x();
  out[8 * i + 4] = __nvvm_read_ptx_sreg_cluster_ctaid_y();
  out[8 * i + 5] = __nvvm_read_ptx_sreg_cluster_nctaid_x();
  out[8 * i + 6] = __nvvm_isspacep_shared_cluster(out) ? 1u : 0u;
  __nvvm_fence_sc_cluster();
  out[8 * i + 7] = __nvvm_getctarank(out);
}

// Launch bounds with the third (max blocks per cluster) argument.
__global__ void __launch_bounds__(128, 1, 8) bounded_cluster_kernel(float *x) {
  x[blockIdx.x * 128 + threadIdx.x] *= 2.0f;
}
