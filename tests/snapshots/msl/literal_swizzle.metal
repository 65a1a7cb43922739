#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _13 = gl_GlobalInvocationID.x;
    const float _14 = float(_13);
    const float _15 = _14 * 0.25f;
    const float4 _16 = float4(_15);
    const uint _19 = gl_GlobalInvocationID.x;
    const float4 _33 = float4(10.5f, 10.5f, 10.5f, 3.5f) + _16;
    Out[_19] = _33;
    return;
}

