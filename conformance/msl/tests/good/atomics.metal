// Atomics on device and threadgroup memory, as the MSL backend emits
// Interlocked*: fetch ops, exchange, compare-exchange, load and store.
#include <metal_stdlib>
using namespace metal;

struct Counters {
    atomic_uint hits;
    atomic_int balance;
};

kernel void main0(device atomic_uint* histogram [[buffer(0)]],
                  device Counters& counters [[buffer(1)]],
                  device uint* out [[buffer(2)]],
                  uint3 gid [[thread_position_in_grid]],
                  uint lid [[thread_index_in_threadgroup]])
{
    threadgroup atomic_uint local_count;
    if (lid == 0)
        atomic_store_explicit(&local_count, 0u, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);

    uint bin = gid.x & 255u;
    uint before = atomic_fetch_add_explicit(&histogram[bin], 1u, memory_order_relaxed);
    atomic_fetch_sub_explicit(&counters.balance, 2, memory_order_relaxed);
    atomic_fetch_max_explicit(&counters.hits, gid.x, memory_order_relaxed);
    atomic_fetch_min_explicit(&counters.hits, 7u, memory_order_relaxed);
    atomic_fetch_and_explicit(&counters.hits, 0xffu, memory_order_relaxed);
    atomic_fetch_or_explicit(&counters.hits, 1u, memory_order_relaxed);
    atomic_fetch_xor_explicit(&counters.hits, 3u, memory_order_relaxed);
    uint old = atomic_exchange_explicit(&histogram[0], 5u, memory_order_relaxed);
    uint expected = 0u;
    bool swapped = atomic_compare_exchange_weak_explicit(&histogram[1], &expected, 9u,
                                                         memory_order_relaxed, memory_order_relaxed);
    atomic_fetch_add_explicit(&local_count, 1u, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    uint total = atomic_load_explicit(&local_count, memory_order_relaxed);
    out[gid.x] = before + old + expected + (swapped ? 1u : 0u) + total;
}
