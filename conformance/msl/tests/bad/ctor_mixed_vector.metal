// REJECT: float4(int2, float, float): a vector argument of another element type
// EXPECT: vector of another element type
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    int2 a = int2(gid.xy);
    float4 v = float4(a, 1.0, 2.0);
    data[gid.x] = v.w;
}
