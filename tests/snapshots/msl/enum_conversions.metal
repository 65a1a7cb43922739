#include <metal_stdlib>
using namespace metal;

float weight(int x)
{
    const float _4 = float(x);
    const float _5 = _4 * 0.5f;
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int cond;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 7u;
    const int _7 = int(_6);
    const bool _17 = _7 > 5;
    const int _23 = ~_7;
    const int _24 = _23 & 3;
    const uint _27 = gl_GlobalInvocationID.x;
    const float _30 = weight(_7);
    const float _32 = float(_7);
    const float _33 = _30 + _32;
    const float _35 = _33 + 5.25f;
    if (_17)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _41 = float(cond0);
    const float _42 = _35 + _41;
    const float _45 = _42 + 1.0f;
    const float _47 = float(_24);
    const float _48 = _45 + _47;
    const float _49 = _48 + 6.0f;
    Out[_27] = _49;
    return;
}

