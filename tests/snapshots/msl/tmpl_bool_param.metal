#include <metal_stdlib>
using namespace metal;

float tone_true(float x)
{
    float y;
    const float _6 = 1.0f + x;
    const float _7 = x / _6;
    if (true)
    {
        const float _10 = _7 * 1.5f;
        const float _11 = clamp(_10, 0.0f, 1.0f);
        y = _11;
    }
    else
    {
        y = _7;
    }
    const float y0 = y;
    return y0;
}

float tone_false(float x)
{
    float y;
    const float _6 = 1.0f + x;
    const float _7 = x / _6;
    if (false)
    {
        const float _10 = _7 * 1.5f;
        const float _11 = clamp(_10, 0.0f, 1.0f);
        y = _11;
    }
    else
    {
        y = _7;
    }
    const float y0 = y;
    return y0;
}

kernel void main0(
    device float2* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.75f;
    const uint _10 = gl_GlobalInvocationID.x;
    const float _13 = tone_true(_7);
    const float _15 = tone_false(_7);
    const float2 _16 = float2(_13, _15);
    Out[_10] = _16;
    return;
}

