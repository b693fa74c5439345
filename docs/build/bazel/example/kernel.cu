// Self-contained (no CUDA headers: built with -nocudainc). Uses a Hopper cluster barrier when
// compiled for sm_90+: nvverify accepts it for sm_90a and reports it for sm_80.
#define __global__ __attribute__((global))
extern "C" __global__ void scale(float *out, const float *in, float k) {
  unsigned i = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() +
               __nvvm_read_ptx_sreg_tid_x();
  out[i] = in[i] * k;
#if __CUDA_ARCH__ >= 900
  __nvvm_barrier_cluster_arrive();
  __nvvm_barrier_cluster_wait();
#endif
}
