#include <metal_stdlib>
using namespace metal;

struct Inner0
{
    float2 uv;
    uint flags;
};

struct Outer0
{
    Inner0 inner;
    float weights[3];
    float4 color;
};

struct Inner
{
    float2 uv;
    uint flags;
};

struct Outer
{
    Inner inner;
    float weights[3];
    char _pad0[4];
    float4 color;
};

Outer0 Scale(Outer0 o, float s)
{
    Outer0 o0;
    Outer0 r;
    o0 = o;
    const Outer0 _7 = o0;
    r = _7;
    const float4 _11 = float4(s);
    const float4 _12 = r.color;
    const float4 _13 = _12 * _11;
    r.color = _13;
    const float2 _19 = o0.inner.uv;
    const float2 _21 = float2(s);
    const float2 _22 = _19 * _21;
    r.inner.uv = _22;
    const float _28 = o0.weights[0];
    const float _31 = o0.weights[2];
    const float _32 = _28 + _31;
    r.weights[1] = _32;
    const Outer0 _34 = r;
    return _34;
}

kernel void main0(
    const device Outer* In [[buffer(0)]],
    device Outer* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Outer0 o;
    const uint _5 = gl_GlobalInvocationID.x;
    const Outer _7 = In[_5];
    const Inner _8 = _7.inner;
    const float2 _9 = _8.uv;
    const uint _10 = _8.flags;
    const Inner0 _11 = Inner0{_9, _10};
    float _12[3];
    for (uint i = 0; i < 3; ++i)
    {
        _12[i] = _7.weights[i];
    }
    const float _13 = _12[0];
    const float _14 = _12[1];
    const float _15 = _12[2];
    float _16[3];
    _16[0] = _13;
    _16[1] = _14;
    _16[2] = _15;
    const float4 _17 = _7.color;
    Outer0 _18;
    _18.inner = _11;
    for (uint i0 = 0; i0 < 3; ++i0)
    {
        _18.weights[i0] = _16[i0];
    }
    _18.color = _17;
    o = _18;
    const uint _22 = o.inner.flags;
    const uint _23 = _22 | 1u;
    o.inner.flags = _23;
    const uint _26 = gl_GlobalInvocationID.x;
    const Outer0 _28 = o;
    const Outer0 _29 = Scale(_28, 2.0f);
    const Inner0 _30 = _29.inner;
    const float2 _31 = _30.uv;
    const uint _32 = _30.flags;
    const Inner _33 = Inner{_31, _32};
    float _34[3];
    for (uint i1 = 0; i1 < 3; ++i1)
    {
        _34[i1] = _29.weights[i1];
    }
    const float _35 = _34[0];
    const float _36 = _34[1];
    const float _37 = _34[2];
    float _38[3];
    _38[0] = _35;
    _38[1] = _36;
    _38[2] = _37;
    const float4 _39 = _29.color;
    Outer _40;
    _40.inner = _33;
    for (uint i2 = 0; i2 < 3; ++i2)
    {
        _40.weights[i2] = _38[i2];
    }
    _40.color = _39;
    Out[_26] = _40;
    const uint _43 = gl_GlobalInvocationID.x;
    const uint _49 = o.inner.flags;
    Out[_43].inner.flags = _49;
    return;
}

