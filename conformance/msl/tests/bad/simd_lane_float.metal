// REJECT: [[thread_index_in_simdgroup]] is a uint or ushort, not float
// EXPECT: \[\[thread_index_in_simdgroup\]\] needs a parameter of type
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]],
                  float lane [[thread_index_in_simdgroup]])
{
    data[gid.x] = lane;
}
