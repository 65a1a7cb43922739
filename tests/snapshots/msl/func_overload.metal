#include <metal_stdlib>
using namespace metal;

float F(float x)
{
    const float _4 = x + 1.0f;
    return _4;
}

float F0(int x)
{
    const float _4 = float(x);
    const float _5 = _4 + 2.0f;
    return _5;
}

float F1(uint x)
{
    const float _4 = float(x);
    const float _5 = _4 + 3.0f;
    return _5;
}

float F2(float2 v)
{
    const float _4 = v.x;
    const float _6 = v.y;
    const float _7 = _4 + _6;
    return _7;
}

float F3(float a, float b)
{
    const float _8 = a * b;
    return _8;
}

float F4(bool b)
{
    float cond;
    if (b)
    {
        cond = 10.0f;
    }
    else
    {
        cond = 20.0f;
    }
    const float cond0 = cond;
    return cond0;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const float _4 = F(1.0f);
    const float _7 = F0((-1));
    const float _9 = _4 + _7;
    const uint _12 = gl_GlobalInvocationID.x;
    const float _13 = F1(_12);
    const float _15 = _9 + _13;
    const float _17 = F2(float2(1.0f, 2.0f));
    const float _19 = _15 + _17;
    const float _22 = F3(_19, 2.0f);
    const float _24 = _19 + _22;
    const uint _27 = gl_GlobalInvocationID.x;
    const bool _28 = _27 > 3u;
    const float _29 = F4(_28);
    const float _31 = _24 + _29;
    const uint _34 = gl_GlobalInvocationID.x;
    Out[_34] = _31;
    return;
}

