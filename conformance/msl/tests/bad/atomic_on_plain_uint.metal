// REJECT: atomic functions need a device atomic_uint*, not a device uint*
// EXPECT: no matching function for call to 'atomic_fetch_add_explicit'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device uint* counts [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    atomic_fetch_add_explicit(&counts[0], 1u, memory_order_relaxed);
}
