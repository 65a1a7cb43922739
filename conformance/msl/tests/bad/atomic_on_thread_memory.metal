// REJECT: atomics live in device or threadgroup memory, not thread
// EXPECT: no matching function for call to 'atomic_fetch_add_explicit'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    thread atomic_uint local;
    atomic_fetch_add_explicit(&local, 1u, memory_order_relaxed);
}
