// REJECT: swizzle .xq names no component
// EXPECT: illegal vector component name
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    float4 v = float4(data[gid.x]);
    float2 w = v.xq;
    data[gid.x] = w.x;
}
