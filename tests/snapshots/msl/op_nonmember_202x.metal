#include <metal_stdlib>
using namespace metal;

struct Dual
{
    float a;
    float b;
};

Dual operator_mul(float k, Dual d)
{
    Dual d0;
    d0 = d;
    const float _9 = d0.a;
    const float _10 = k * _9;
    const float _13 = d0.b;
    const float _14 = k * _13;
    const Dual _15 = Dual{_10, _14};
    return _15;
}

Dual operator_add(Dual x, Dual y)
{
    Dual x0;
    Dual y0;
    x0 = x;
    y0 = y;
    const float _8 = x0.a;
    const float _10 = y0.a;
    const float _11 = _8 + _10;
    const float _13 = x0.b;
    const float _15 = y0.b;
    const float _16 = _13 + _15;
    const Dual _17 = Dual{_11, _16};
    return _17;
}

kernel void main0(
    device float2* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Dual e;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const Dual _7 = Dual{_6, 1.0f};
    const Dual _11 = operator_mul(2.0f, _7);
    const Dual _13 = operator_add(_11, _7);
    e = _13;
    const uint _16 = gl_GlobalInvocationID.x;
    const float _19 = e.a;
    const float _21 = e.b;
    const float2 _22 = float2(_19, _21);
    Out[_16] = _22;
    return;
}

