// REJECT: a threadgroup array passed where a device pointer is expected
// EXPECT: (no matching function|cannot initialize|address space)
#include <metal_stdlib>
using namespace metal;

static float first(device float* p)
{
    return p[0];
}

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    threadgroup float shared[64];
    shared[gid.x % 64u] = data[gid.x];
    data[gid.x] = first(shared);
}
