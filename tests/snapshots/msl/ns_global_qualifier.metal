#include <metal_stdlib>
using namespace metal;

float f(float x)
{
    const float _4 = x + 1.0f;
    return _4;
}

float f0(float x)
{
    const float _4 = f(x);
    const float _5 = _4 * 10.0f;
    const float _6 = _5 * 2.0f;
    return _6;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _6 = gl_GlobalInvocationID.x;
    const uint _9 = gl_GlobalInvocationID.x;
    const float _10 = float(_9);
    const float _11 = f0(_10);
    const float _13 = _11 + 100.0f;
    const float _14 = _13 + 2.0f;
    const float _15 = sin(0.0f);
    const float _16 = _14 + _15;
    Out[_6] = _16;
    return;
}

