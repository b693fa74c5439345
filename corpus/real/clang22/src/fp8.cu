// fp8 (e4m3 / e5m2) conversions: the cuda_fp8.h types (sm_89+ use cvt ... e4m3x2 in inline
// PTX) and clang's __nvvm_ff_to_e4m3x2_rn / __nvvm_e4m3x2_to_f16x2_rn builtins.
#include <cuda_fp8.h>
#include <cuda_fp16.h>

__global__ void quantize_e4m3(const float *in, __nv_fp8_e4m3 *out, float scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __nv_fp8_e4m3(in[i] * scale);
}

__global__ void dequantize_e5m2(const __nv_fp8_e5m2 *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = float(in[i]);
}

__global__ void pack_pairs(const float2 *in, unsigned short *packed, __half2 *back, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  short p = __nvvm_ff_to_e4m3x2_rn(in[i].y, in[i].x);
  packed[i] = (unsigned short)(p ^ __nvvm_ff_to_e5m2x2_rn_relu(in[i].x, in[i].y));
  __fp16 __attribute__((ext_vector_type(2))) h = __nvvm_e4m3x2_to_f16x2_rn(p);
  back[i] = __halves2half2(__half(h[0]), __half(h[1]));
}
