#include <metal_stdlib>
using namespace metal;

struct Base
{
    float a;
    uint b;
};

struct Derived
{
    Base Base;
    float c;
};

float Use(Base x)
{
    Base x0;
    x0 = x;
    const float _4 = x0.a;
    const uint _6 = x0.b;
    const float _7 = float(_6);
    const float _8 = _4 + _7;
    return _8;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Derived d;
    const uint _6 = gl_GlobalInvocationID.x;
    const float _7 = float(_6);
    d.Base.a = _7;
    d.Base.b = 2u;
    d.c = 0.5f;
    const uint _14 = gl_GlobalInvocationID.x;
    const Derived _16 = d;
    const Base _17 = _16.Base;
    const float _18 = Use(_17);
    const float _20 = d.c;
    const float _21 = _18 + _20;
    Out[_14] = _21;
    return;
}

