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
    const float _6 = F0((-1));
    const float _8 = _4 + _6;
    const uint _11 = gl_GlobalInvocationID.x;
    const float _12 = F1(_11);
    const float _14 = _8 + _12;
    const float _16 = F2(float2(1.0f, 2.0f));
    const float _18 = _14 + _16;
    const float _21 = F3(_18, 2.0f);
    const float _23 = _18 + _21;
    const uint _26 = gl_GlobalInvocationID.x;
    const bool _27 = _26 > 3u;
    const float _28 = F4(_27);
    const float _30 = _23 + _28;
    const uint _33 = gl_GlobalInvocationID.x;
    Out[_33] = _30;
    return;
}

