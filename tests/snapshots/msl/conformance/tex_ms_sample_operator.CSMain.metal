#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    texture2d_ms<float, access::read> MS [[texture(0)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const uint _8 = _2 / 4u;
    const uint2 _9 = uint2(_6, _8);
    const uint _12 = _2 * 2u;
    const uint _13 = _12 + 0u;
    const float4 _17 = MS.read(uint2(_9), uint(2u));
    Out[_13] = _17;
    const uint _20 = _2 * 2u;
    const uint _21 = _20 + 1u;
    const float4 _25 = MS.read(uint2(_9), uint(0u));
    Out[_21] = _25;
    return;
}

