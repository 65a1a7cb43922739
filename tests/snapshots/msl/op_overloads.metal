#include <metal_stdlib>
using namespace metal;

struct Vec2
{
    float x;
    float y;
};

Vec2 Vec2_operator_mul(thread Vec2& this0, Vec2 o)
{
    Vec2 o0;
    o0 = o;
    const float _6 = this0.x;
    const float _8 = o0.x;
    const float _9 = _6 * _8;
    const float _11 = this0.y;
    const float _13 = o0.y;
    const float _14 = _11 * _13;
    const Vec2 _15 = Vec2{_9, _14};
    return _15;
}

Vec2 Vec2_operator_mul0(thread Vec2& this0, float k)
{
    const float _6 = this0.x;
    const float _8 = _6 * k;
    const float _10 = this0.y;
    const float _12 = _10 * k;
    const Vec2 _13 = Vec2{_8, _12};
    return _13;
}

Vec2 Vec2_operator_mul1(thread Vec2& this0, int k)
{
    const float _6 = this0.x;
    const float _8 = float(k);
    const float _9 = _6 * _8;
    const float _10 = _9 + 0.5f;
    const float _12 = this0.y;
    const float _14 = float(k);
    const float _15 = _12 * _14;
    const float _16 = _15 + 0.5f;
    const Vec2 _17 = Vec2{_10, _16};
    return _17;
}

kernel void main0(
    device float2* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Vec2 a;
    Vec2 c;
    Vec2 d;
    Vec2 e;
    a = Vec2{1.0f, 2.0f};
    const uint _7 = gl_GlobalInvocationID.x;
    const float _8 = float(_7);
    const Vec2 _9 = Vec2{_8, 3.0f};
    const Vec2 _13 = Vec2_operator_mul(a, _9);
    c = _13;
    const Vec2 _16 = Vec2_operator_mul0(c, 2.0f);
    d = _16;
    const Vec2 _19 = Vec2_operator_mul1(d, 2);
    e = _19;
    const uint _22 = gl_GlobalInvocationID.x;
    const float _25 = e.x;
    const float _27 = e.y;
    const float2 _28 = float2(_25, _27);
    Out[_22] = _28;
    return;
}

