// Tensor Memory Accelerator (sm_90a): a 2-D tile load with cp.async.bulk.tensor completed on an
// mbarrier, then a bulk store back. clang 22 has no __nvvm_* builtin for cp.async.bulk.tensor,
// so the instructions come from CCCL's cuda::ptx wrappers (inline PTX), as CUDA code writes them.
#include <cuda.h>
#include <cuda/ptx>
#include <cuda/barrier>

namespace ptx = cuda::ptx;

constexpr int TILE = 32;

__global__ void tma_tile_copy(const __grid_constant__ CUtensorMap in_map,
                              const __grid_constant__ CUtensorMap out_map) {
  __shared__ alignas(128) float tile[TILE][TILE];
  __shared__ alignas(8) cuda::std::uint64_t bar;
  const int coords[2] = {int(blockIdx.x) * TILE, int(blockIdx.y) * TILE};
  if (threadIdx.x == 0) {
    ptx::mbarrier_init(&bar, 1);
    ptx::fence_proxy_async(ptx::space_shared);
    ptx::cp_async_bulk_tensor(ptx::space_cluster, ptx::space_global, &tile, &in_map, coords, &bar);
    (void)ptx::mbarrier_arrive_expect_tx(ptx::sem_release, ptx::scope_cta, ptx::space_shared,
                                         &bar, sizeof(tile));
  }
  __syncthreads();
  while (!ptx::mbarrier_try_wait_parity(&bar, 0)) {
  }
  tile[threadIdx.x % TILE][threadIdx.x / TILE] *= 2.0f;
  ptx::fence_proxy_async(ptx::space_shared);
  __syncthreads();
  if (threadIdx.x == 0) {
    ptx::cp_async_bulk_tensor(ptx::space_global, ptx::space_shared, &out_map, coords, &tile);
    ptx::cp_async_bulk_commit_group();
    ptx::cp_async_bulk_wait_group_read(ptx::n32_t<0>());
  }
}
