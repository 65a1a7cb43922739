// REJECT: float2(float3) does not truncate in Metal
// EXPECT: do not have exactly as many components
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    float3 a = float3(data[gid.x]);
    float2 v = float2(a);
    data[gid.x] = v.x;
}
