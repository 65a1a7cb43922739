#include <metal_stdlib>
using namespace metal;

float pick(float x)
{
    return 1.0f;
}

float pick0(int x)
{
    return 3.0f;
}

float pick1(uint x)
{
    return 4.0f;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int cond;
    const float _15 = pick(1.0f);
    const float _16 = _15 * 1000.0f;
    const float _17 = pick0(1);
    const float _18 = _17 * 100.0f;
    const float _19 = _16 + _18;
    const float _20 = pick1(1u);
    const float _21 = _20 * 10.0f;
    const float _22 = _19 + _21;
    const float _23 = pick(1.0f);
    const float _24 = _22 + _23;
    const uint _27 = gl_GlobalInvocationID.x;
    if (true)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _36 = float(cond0);
    const float _37 = 1.75f + _36;
    const float _39 = _37 + 16777216.0f;
    const float _41 = _39 + _24;
    const uint _43 = gl_GlobalInvocationID.x;
    const float _44 = float(_43);
    const float _45 = _41 + _44;
    Out[_27] = _45;
    return;
}

