#include <metal_stdlib>
using namespace metal;

struct Vec_float_3
{
    float3 v;
};

struct Vec_float_2
{
    float2 v;
};

struct Vec_float_4
{
    float4 v;
};

float Vec_float_3_dot_self(thread Vec_float_3& this0)
{
    const float3 _2 = this0.v;
    const float3 _4 = this0.v;
    const float _5 = dot(_2, _4);
    return _5;
}

float Vec_float_2_dot_self(thread Vec_float_2& this0)
{
    const float2 _2 = this0.v;
    const float2 _4 = this0.v;
    const float _5 = dot(_2, _4);
    return _5;
}

float Vec_float_4_dot_self(thread Vec_float_4& this0)
{
    const float4 _2 = this0.v;
    const float4 _4 = this0.v;
    const float _5 = dot(_2, _4);
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Vec_float_3 a;
    Vec_float_2 b;
    Vec_float_4 c;
    const uint _6 = gl_GlobalInvocationID.x;
    const float _7 = float(_6);
    const float3 _8 = float3(1.0f, 2.0f, _7);
    a.v = _8;
    b.v = float2(3.0f, 4.0f);
    c.v = float4(1.0f, 1.0f, 1.0f, 1.0f);
    const uint _17 = gl_GlobalInvocationID.x;
    const float _19 = Vec_float_3_dot_self(a);
    const float _20 = Vec_float_2_dot_self(b);
    const float _21 = _19 + _20;
    const float _22 = Vec_float_4_dot_self(c);
    const float _23 = _21 + _22;
    Out[_17] = _23;
    return;
}

