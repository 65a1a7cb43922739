// REJECT: float4(float2, float) has 3 components, not 4
// EXPECT: do not have exactly as many components
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    float2 a = float2(data[gid.x]);
    float4 v = float4(a, 1.0);
    data[gid.x] = v.w;
}
