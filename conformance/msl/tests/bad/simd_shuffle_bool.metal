// REJECT: simd_shuffle has no bool overload (convert to ushort first)
// EXPECT: no matching function for call to 'simd_shuffle'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    bool b = simd_shuffle(data[gid.x] > 0.0, ushort(1));
    data[gid.x] = b ? 1.0 : 0.0;
}
