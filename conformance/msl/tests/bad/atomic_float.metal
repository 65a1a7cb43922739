// REJECT: MSL 2.4 has no atomic<float>
// EXPECT: atomic<int>, atomic<uint>
#include <metal_stdlib>
using namespace metal;

kernel void main0(device atomic<float>* sums [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    atomic_fetch_add_explicit(&sums[0], 1.0, memory_order_relaxed);
}
