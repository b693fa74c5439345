// Atomics with explicit memory orders and scopes: the __scoped_atomic_* builtins (clang 19+;
// clang 22 keeps the order but drops the scope on NVPTX: no syncscope in the IR), __atomic_*
// with orders, the scope-specific __nvvm_atom_{cta,sys}_* builtins (sm_60+), and libcu++'s
// cuda::atomic_ref (scoped atom/ld/st with orders as inline PTX).
#include <cuda_runtime.h>
#include <cuda/atomic>

__global__ void scoped_counters(int *counters, unsigned long long *wide, float *acc, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // Block-scope relaxed add, device-scope acq_rel add, system-scope seq_cst exchange.
  __scoped_atomic_fetch_add(&counters[0], 1, __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP);
  __scoped_atomic_fetch_add(&counters[1], 1, __ATOMIC_ACQ_REL, __MEMORY_SCOPE_DEVICE);
  __scoped_atomic_exchange_n(&counters[2], i, __ATOMIC_SEQ_CST, __MEMORY_SCOPE_SYSTEM);
  __scoped_atomic_fetch_max(&counters[3], i, __ATOMIC_RELEASE, __MEMORY_SCOPE_WVFRNT);
  // Acquire load / release store at device scope: a flag protocol.
  if (__atomic_load_n(&counters[4], __ATOMIC_ACQUIRE) == 0)
    __atomic_store_n(&counters[5], i, __ATOMIC_RELEASE);
  int expected = 0;
  __scoped_atomic_compare_exchange_n(&counters[6], &expected, i, false, __ATOMIC_ACQ_REL,
                                     __ATOMIC_ACQUIRE, __MEMORY_SCOPE_DEVICE);
  __scoped_atomic_fetch_add(&wide[0], 1ull, __ATOMIC_RELAXED, __MEMORY_SCOPE_SYSTEM);
  // The scope builtins: cta- and sys-scoped read-modify-writes.
  __nvvm_atom_cta_add_gen_i(&counters[7], 1);
  __nvvm_atom_sys_add_gen_f(&acc[0], 1.0f);
  __nvvm_atom_cta_cas_gen_i(&counters[8], 0, i);
  __nvvm_atom_sys_xchg_gen_ll((long long *)&wide[1], (long long)i);
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
  __scoped_atomic_thread_fence(__ATOMIC_ACQ_REL, __MEMORY_SCOPE_WRKGRP);
}

__global__ void scoped_shared(int *out) {
  __shared__ int bin[32];
  bin[threadIdx.x % 32] = 0;
  __syncthreads();
  __scoped_atomic_fetch_add(&bin[threadIdx.x % 32], 1, __ATOMIC_RELAXED, __MEMORY_SCOPE_WRKGRP);
  __syncthreads();
  if (threadIdx.x < 32)
    __scoped_atomic_fetch_add(&out[threadIdx.x], bin[threadIdx.x], __ATOMIC_RELEASE,
                              __MEMORY_SCOPE_DEVICE);
}

__global__ void atomic_refs(int *flags, unsigned long long *total) {
  cuda::atomic_ref<int, cuda::thread_scope_block> block_count(flags[0]);
  block_count.fetch_add(1, cuda::memory_order_relaxed);
  cuda::atomic_ref<int, cuda::thread_scope_device> device_max(flags[1]);
  device_max.fetch_max(int(threadIdx.x), cuda::memory_order_acq_rel);
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_system> sum(*total);
  if (cuda::atomic_ref<int, cuda::thread_scope_device>(flags[2]).load(cuda::memory_order_acquire))
    sum.store(1ull, cuda::memory_order_release);
}
