// cooperative_groups: thread_block, tiled partitions (static and dynamic), coalesced groups
// and cg::reduce.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void cg_reduce(const int *in, int *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int v = in[block.group_index().x * block.size() + block.thread_rank()];
  int s = cg::reduce(warp, v, cg::plus<int>());
  int m = cg::reduce(warp, v, cg::greater<int>());
  __shared__ int partial[32];
  if (warp.thread_rank() == 0) partial[warp.meta_group_rank()] = s + m;
  block.sync();
  if (warp.meta_group_rank() == 0) {
    int t = warp.thread_rank() < warp.meta_group_size() ? partial[warp.thread_rank()] : 0;
    t = cg::reduce(warp, t, cg::plus<int>());
    if (warp.thread_rank() == 0) out[block.group_index().x] = t;
  }
}

__global__ void cg_tiles(float *data) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<8> tile8 = cg::tiled_partition<8>(block);
  float v = data[block.thread_rank()];
  for (int o = tile8.size() / 2; o > 0; o /= 2) v += tile8.shfl_down(v, o);
  v = tile8.shfl(v, 0);
  if (tile8.any(v > 100.0f)) v = 0.0f;
  tile8.sync();
  if (v > 1.0f) {
    cg::coalesced_group active = cg::coalesced_threads();
    v += (float)active.thread_rank() + (float)active.size();
    v = active.shfl(v, 0);
  }
  data[block.thread_rank()] = v;
}
