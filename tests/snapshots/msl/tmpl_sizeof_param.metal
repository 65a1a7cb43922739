#include <metal_stdlib>
using namespace metal;

uint bytes_float4()
{
    return 16u;
}

uint bytes_Particle()
{
    return 20u;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _6 = bytes_float4();
    const uint _7 = bytes_Particle();
    const uint _8 = _7 * 100u;
    const uint _9 = _6 + _8;
    const uint _11 = _9 + 90000u;
    const uint _13 = gl_GlobalInvocationID.x;
    const uint _14 = _11 + _13;
    Out[_4] = _14;
    return;
}

