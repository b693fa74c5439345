// Aggregates: structs and unions passed by value to kernels and device functions,
// a large by-value parameter block, struct returns and arrays of structs.
#include <cuda_runtime.h>

struct Vec3 { float x, y, z; };
struct Particle { Vec3 pos; Vec3 vel; float mass; int id; };
struct Params {
  float *out;
  int n;
  float scale[4];
  double bias;
  char tag;
};
struct Big { float coeff[512]; int count; };   // ~2 KB by-value kernel parameter
union Bits { float f; unsigned u; };

__device__ __noinline__ Vec3 add(Vec3 a, Vec3 b) { return Vec3{a.x + b.x, a.y + b.y, a.z + b.z}; }
__device__ __noinline__ Vec3 scale(Vec3 a, float s) { return Vec3{a.x * s, a.y * s, a.z * s}; }

__global__ void integrate(Particle *ps, int n, float dt, Vec3 gravity) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  Particle p = ps[i];
  p.vel = add(p.vel, scale(gravity, dt));
  p.pos = add(p.pos, scale(p.vel, dt / p.mass));
  ps[i] = p;
}

__global__ void with_params(Params p, const float *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n) p.out[i] = in[i] * p.scale[i & 3] + (float)p.bias + (float)p.tag;
}

__global__ void with_big(Big b, float *out) {
  int i = threadIdx.x;
  float acc = 0.0f;
  for (int k = 0; k < b.count && k < 512; k++) acc += b.coeff[(k + i) & 511];
  out[i] = acc;
}

__global__ void type_pun(const float *in, unsigned *out, Bits mask) {
  Bits b;
  b.f = in[threadIdx.x];
  out[threadIdx.x] = b.u ^ mask.u;
}
