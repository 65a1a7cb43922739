// REJECT: simd_and takes integers only
// EXPECT: no matching function for call to 'simd_and'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    data[gid.x] = simd_and(data[gid.x]);
}
