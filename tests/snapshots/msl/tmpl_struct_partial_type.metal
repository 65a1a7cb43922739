#include <metal_stdlib>
using namespace metal;

uint components_float(float x)
{
    return 1u;
}

uint components_float3(float3 x)
{
    return 3u;
}

uint components_uint2(uint2 x)
{
    return 2u;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _6 = components_float(1.0f);
    const uint _7 = components_float3(float3(1.0f, 2.0f, 3.0f));
    const uint _8 = _7 * 10u;
    const uint _9 = _6 + _8;
    const uint2 _11 = gl_GlobalInvocationID.xy;
    const uint _12 = components_uint2(_11);
    const uint _13 = _12 * 100u;
    const uint _14 = _9 + _13;
    Out[_4] = _14;
    return;
}

