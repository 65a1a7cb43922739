#include <metal_stdlib>
using namespace metal;

struct Light
{
    uint kind;
    int unit;
    float power;
};

struct Light0
{
    uint kind;
    int unit;
    float power;
};

kernel void main0(
    device Light* Lights [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Light0 l;
    int cond;
    const uint _5 = gl_GlobalInvocationID.x;
    const Light _7 = Lights[_5];
    const uint _8 = _7.kind;
    const int _9 = _7.unit;
    const float _10 = _7.power;
    const Light0 _11 = Light0{_8, _9, _10};
    l = _11;
    const uint _14 = l.kind;
    const bool _15 = _14 == 2u;
    if (_15)
    {
        const float _17 = l.power;
        const float _18 = _17 * 2.0f;
        l.power = _18;
    }
    const uint _22 = l.kind;
    const uint _23 = _22 + 1u;
    const uint _24 = _23 % 3u;
    l.kind = _24;
    const int _28 = l.unit;
    const bool _29 = _28 == 0;
    if (_29)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    l.unit = cond0;
    const uint _36 = gl_GlobalInvocationID.x;
    const Light0 _38 = l;
    const uint _39 = _38.kind;
    const int _40 = _38.unit;
    const float _41 = _38.power;
    const Light _42 = Light{_39, _40, _41};
    Lights[_36] = _42;
    return;
}

