#include <metal_stdlib>
using namespace metal;

struct Meters
{
    float v;
};

bool operator_lt(Meters a, Meters b)
{
    Meters a0;
    Meters b0;
    a0 = a;
    b0 = b;
    const float _7 = a0.v;
    const float _9 = b0.v;
    const bool _10 = _7 < _9;
    return _10;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Meters a;
    Meters b;
    int cond;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = sqrt(_6);
    const Meters _8 = Meters{_7};
    a = _8;
    b = Meters{2.0f};
    const uint _13 = gl_GlobalInvocationID.x;
    const Meters _15 = a;
    const Meters _16 = b;
    const bool _17 = operator_lt(_15, _16);
    if (_17)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _22 = float(cond0);
    const float _24 = a.v;
    const float _26 = b.v;
    const float _27 = max(_24, _26);
    const float _28 = _22 + _27;
    const float _29 = sin(0.5f);
    const float _30 = _28 + _29;
    Out[_13] = _30;
    return;
}

