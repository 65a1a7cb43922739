#include <metal_stdlib>
using namespace metal;

float Blend(float a, float b, float t, bool clampIt)
{
    float cond;
    const float _16 = mix(a, b, t);
    if (clampIt)
    {
        const float _21 = clamp(_16, 0.0f, 1.0f);
        cond = _21;
    }
    else
    {
        cond = _16;
    }
    const float cond0 = cond;
    return cond0;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 / 64.0f;
    const uint _10 = gl_GlobalInvocationID.x;
    const float _13 = Blend(_7, 1.0f, 0.5f, true);
    const float _15 = Blend(_7, 2.0f, 0.25f, true);
    const float _16 = _13 + _15;
    const float _18 = Blend(_7, 3.0f, 0.75f, false);
    const float _19 = _16 + _18;
    Out[_10] = _19;
    return;
}

