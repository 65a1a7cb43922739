#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    device float* OutF [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint cond;
    uint cond0;
    const uint _5 = gl_GlobalInvocationID.x;
    const bool _6 = _5 > 3u;
    const uint _10 = gl_GlobalInvocationID.x;
    const int _11 = int(_10);
    const int _12 = (-7) + _11;
    const uint _16 = gl_GlobalInvocationID.x;
    const uint _17 = 255u - _16;
    const uint _28 = gl_GlobalInvocationID.x;
    const uint _29 = _28 * 4u;
    const uint _30 = _29 + 0u;
    if (_6)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond1 = cond;
    Out[_30] = cond1;
    const uint _39 = gl_GlobalInvocationID.x;
    const uint _40 = _39 * 4u;
    const uint _41 = _40 + 1u;
    const uint _44 = uint(_12);
    Out[_41] = _44;
    const uint _47 = gl_GlobalInvocationID.x;
    const uint _48 = _47 * 4u;
    const uint _49 = _48 + 2u;
    const uint _53 = _17 + 15u;
    Out[_49] = _53;
    const uint _56 = gl_GlobalInvocationID.x;
    const uint _57 = _56 * 4u;
    const uint _58 = _57 + 3u;
    if (true)
    {
        cond0 = 10u;
    }
    else
    {
        cond0 = 20u;
    }
    const uint cond2 = cond0;
    Out[_58] = cond2;
    const uint _66 = gl_GlobalInvocationID.x;
    const float _72 = float(_12);
    const float _73 = 5.85000038f + _72;
    OutF[_66] = _73;
    return;
}

