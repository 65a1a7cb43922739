#include <metal_stdlib>
using namespace metal;

struct Curve_float
{
    float p0;
    float p1;
    float p2;
};

struct Curve_float2
{
    float2 p0;
    float2 p1;
    float2 p2;
};

float lerp3_float(float a, float b, float c, float t)
{
    float cond;
    const bool _13 = t < 0.5f;
    if (_13)
    {
        const float _18 = t * 2.0f;
        const float _19 = mix(a, b, _18);
        cond = _19;
    }
    else
    {
        const float _24 = t * 2.0f;
        const float _25 = _24 - 1.0f;
        const float _26 = mix(b, c, _25);
        cond = _26;
    }
    const float cond0 = cond;
    return cond0;
}

float Curve_float_eval(thread Curve_float& this0, float t)
{
    const float _5 = this0.p0;
    const float _7 = this0.p1;
    const float _9 = this0.p2;
    const float _11 = lerp3_float(_5, _7, _9, t);
    return _11;
}

float2 lerp3_float2(float2 a, float2 b, float2 c, float t)
{
    float2 cond;
    const bool _13 = t < 0.5f;
    if (_13)
    {
        const float _18 = t * 2.0f;
        const float2 _19 = float2(_18);
        const float2 _20 = mix(a, b, _19);
        cond = _20;
    }
    else
    {
        const float _25 = t * 2.0f;
        const float _26 = _25 - 1.0f;
        const float2 _27 = float2(_26);
        const float2 _28 = mix(b, c, _27);
        cond = _28;
    }
    const float2 cond0 = cond;
    return cond0;
}

float2 Curve_float2_eval(thread Curve_float2& this0, float t)
{
    const float2 _5 = this0.p0;
    const float2 _7 = this0.p1;
    const float2 _9 = this0.p2;
    const float2 _11 = lerp3_float2(_5, _7, _9, t);
    return _11;
}

float Curve_float_average_5(thread Curve_float& this0)
{
    float s;
    uint i;
    float s0;
    uint i0;
    float _15;
    s = 0.0f;
    i = 0u;
    for (;;)
    {
        {
            s0 = s;
            i0 = i;
            const bool _6 = i0 < 5u;
            if (!_6)
            {
                break;
            }
            const float _9 = float(i0);
            const float _12 = _9 / 4.0f;
            const float _13 = Curve_float_eval(this0, _12);
            _15 = s0 + _13;
        }
        const uint _18 = i0 + 1u;
        s = _15;
        i = _18;
    }
    const float _21 = s0 / 5.0f;
    return _21;
}

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Curve_float c;
    Curve_float2 d;
    c = Curve_float{0.0f, 1.0f, 4.0f};
    d = Curve_float2{float2(0.0f, 1.0f), float2(1.0f, 1.0f), float2(2.0f, 0.0f)};
    const uint _9 = gl_GlobalInvocationID.x;
    const uint _10 = _9 % 16u;
    const float _11 = float(_10);
    const float _12 = _11 / 15.0f;
    const uint _15 = gl_GlobalInvocationID.x;
    const float _18 = Curve_float_eval(c, _12);
    const float2 _20 = Curve_float2_eval(d, _12);
    const float _21 = Curve_float_average_5(c);
    const float4 _22 = float4(_18, _20, _21);
    Out[_15] = _22;
    return;
}

