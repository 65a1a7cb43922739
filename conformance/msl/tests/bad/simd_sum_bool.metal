// REJECT: simd_sum takes half, float or integer types, not bool
// EXPECT: no matching function for call to 'simd_sum'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    bool b = simd_sum(data[gid.x] > 0.0);
    data[gid.x] = b ? 1.0 : 0.0;
}
