#include <metal_stdlib>
using namespace metal;

float Limits_float_clampUnit(float x)
{
    const float _4 = clamp(x, 0.0f, 1.0f);
    return _4;
}

float safe_float(float x)
{
    const float _4 = Limits_float_clampUnit(x);
    const float _5 = _4 + 9.99999997e-07f;
    return _5;
}

uint Limits_uint_clampUnit(uint x)
{
    const uint _4 = min(x, 1u);
    return _4;
}

uint safe_uint(uint x)
{
    const uint _4 = Limits_uint_clampUnit(x);
    const uint _5 = _4 + 0u;
    return _5;
}

kernel void main0(
    device float* OutF [[buffer(0)]],
    device uint* OutU [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const float _8 = float(_7);
    const float _9 = _8 * 0.100000001f;
    const float _10 = safe_float(_9);
    OutF[_4] = _10;
    const uint _13 = gl_GlobalInvocationID.x;
    const uint _16 = gl_GlobalInvocationID.x;
    const uint _17 = safe_uint(_16);
    OutU[_13] = _17;
    return;
}

