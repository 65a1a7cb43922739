#include <metal_stdlib>
using namespace metal;

uint words_float_1()
{
    return 1u;
}

uint words_float4_4()
{
    return 4u;
}

uint words_int3_7()
{
    return 7u;
}

uint scaled_uint_10(uint x)
{
    const uint _4 = x * 10u;
    return _4;
}

uint scaled_uint_3(uint x)
{
    const uint _4 = x * 3u;
    return _4;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = words_float_1();
    const uint _7 = words_float4_4();
    const uint _10 = words_int3_7();
    const uint _14 = gl_GlobalInvocationID.x;
    const uint _15 = scaled_uint_10(_14);
    const uint _19 = gl_GlobalInvocationID.x;
    const uint _20 = scaled_uint_3(_19);
    const uint _23 = gl_GlobalInvocationID.x;
    const uint _27 = _7 * 10u;
    const uint _28 = _4 + _27;
    const uint _30 = _10 * 100u;
    const uint _31 = _28 + _30;
    const uint _33 = _31 + _15;
    const uint _35 = _33 + _20;
    Out[_23] = _35;
    return;
}

