// REJECT: clamp(half4, float4, float4) mixes element types
// EXPECT: no matching function for call to 'clamp'
#include <metal_stdlib>
using namespace metal;

kernel void main0(device float* data [[buffer(0)]],
                  uint3 gid [[thread_position_in_grid]])
{
    half4 h = half4(data[gid.x]);
    float4 r = clamp(h, float4(0.0), float4(1.0));
    data[gid.x] = r.x;
}
