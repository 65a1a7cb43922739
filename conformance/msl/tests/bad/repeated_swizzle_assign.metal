// REJECT: v.xx on the left has a component twice
// EXPECT: duplicate components
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    float4 v = float4(data[gid.x]);
    v.xx = float2(1.0, 2.0);
    data[gid.x] = v.x;
}
