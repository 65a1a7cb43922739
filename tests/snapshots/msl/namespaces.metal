#include <metal_stdlib>
using namespace metal;

float Clamp01(float c)
{
    const float _4 = clamp(c, 0.0f, 1.0f);
    return _4;
}

float ToLinear(float c)
{
    const float _4 = pow(c, 2.20000005f);
    return _4;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 / 63.0f;
    const uint _10 = gl_GlobalInvocationID.x;
    const float _13 = Clamp01(_7);
    const float _14 = ToLinear(_13);
    const float _15 = _14 + 2.20000005f;
    Out[_10] = _15;
    return;
}

