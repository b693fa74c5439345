// Blackwell fp8 / ue8m0 conversions (sm_100a): the family-specific four-wide stochastic-rounding
// conversion and the ue8m0 scale-factor conversions, through clang's __nvvm_* builtins.
#include <cuda_runtime.h>

__global__ void quantize_blocks(const float4 *in, const unsigned *rbits, unsigned *out,
                                unsigned short *scales, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 v = in[i];
  float __attribute__((ext_vector_type(4))) x = {v.x, v.y, v.z, v.w};
  char __attribute__((ext_vector_type(4))) q = __nvvm_f32x4_to_e4m3x4_rs_satfinite(x, rbits[i]);
  out[i] = __builtin_bit_cast(unsigned, q);
  scales[i] = __nvvm_ff_to_ue8m0x2_rz(v.x, v.y);
}
