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
    const float _14 = pick(1.0f);
    const float _15 = _14 * 1000.0f;
    const float _16 = pick0(1);
    const float _17 = _16 * 100.0f;
    const float _18 = _15 + _17;
    const float _19 = pick1(1u);
    const float _20 = _19 * 10.0f;
    const float _21 = _18 + _20;
    const float _22 = pick(1.0f);
    const float _23 = _21 + _22;
    const uint _26 = gl_GlobalInvocationID.x;
    if (true)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _35 = float(cond0);
    const float _36 = 1.75f + _35;
    const float _38 = _36 + 16777216.0f;
    const float _40 = _38 + _23;
    const uint _42 = gl_GlobalInvocationID.x;
    const float _43 = float(_42);
    const float _44 = _40 + _43;
    Out[_26] = _44;
    return;
}

