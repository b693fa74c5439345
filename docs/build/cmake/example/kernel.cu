// Uses a Hopper cluster barrier when compiled for sm_90+: nvverify reports it for sm_80 and
// accepts it for sm_90a.
extern "C" __global__ void scale(float *out, const float *in, float k) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * k;
#if __CUDA_ARCH__ >= 900
  __nvvm_barrier_cluster_arrive();
  __nvvm_barrier_cluster_wait();
#endif
}
