#include <metal_stdlib>
using namespace metal;

struct Base
{
    float4 a;
    float4 b;
};

struct Derived
{
    Base Base;
    float4 b;
    float4 c;
};

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Derived d;
    Base base;
    d = Derived{Base{float4(0.0f, 0.0f, 0.0f, 0.0f), float4(0.0f, 0.0f, 0.0f, 0.0f)}, float4(0.0f, 0.0f, 0.0f, 0.0f), float4(0.0f, 0.0f, 0.0f, 0.0f)};
    d.Base.a = float4(1.0f, 1.0f, 1.0f, 1.0f);
    d.b = float4(2.0f, 2.0f, 2.0f, 2.0f);
    const uint _12 = gl_GlobalInvocationID.x;
    const float _13 = float(_12);
    const float4 _14 = float4(_13);
    d.Base.b = _14;
    const float4 _18 = d.Base.a;
    const float4 _20 = d.b;
    const float4 _21 = _18 + _20;
    d.c = _21;
    const Derived _24 = d;
    const Base _25 = _24.Base;
    base = _25;
    const uint _28 = gl_GlobalInvocationID.x;
    const float4 _31 = d.c;
    const float4 _33 = base.b;
    const float4 _34 = _31 + _33;
    const float4 _36 = base.a;
    const float4 _37 = _34 + _36;
    Out[_28] = _37;
    return;
}

