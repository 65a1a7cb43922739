// REJECT: a float4 assigned to a float3 without a swizzle
// EXPECT: cannot initialize a variable of type .*float3
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    float4 v = float4(data[gid.x]);
    float3 w = v;
    data[gid.x] = w.x;
}
