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
    const uint _11 = gl_GlobalInvocationID.x;
    const int _12 = int(_11);
    const int _13 = (-7) + _12;
    const uint _17 = gl_GlobalInvocationID.x;
    const uint _18 = 255u - _17;
    const uint _29 = gl_GlobalInvocationID.x;
    const uint _30 = _29 * 4u;
    const uint _31 = _30 + 0u;
    if (_6)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond1 = cond;
    Out[_31] = cond1;
    const uint _40 = gl_GlobalInvocationID.x;
    const uint _41 = _40 * 4u;
    const uint _42 = _41 + 1u;
    const uint _45 = uint(_13);
    Out[_42] = _45;
    const uint _48 = gl_GlobalInvocationID.x;
    const uint _49 = _48 * 4u;
    const uint _50 = _49 + 2u;
    const uint _54 = _18 + 15u;
    Out[_50] = _54;
    const uint _57 = gl_GlobalInvocationID.x;
    const uint _58 = _57 * 4u;
    const uint _59 = _58 + 3u;
    if (true)
    {
        cond0 = 10u;
    }
    else
    {
        cond0 = 20u;
    }
    const uint cond2 = cond0;
    Out[_59] = cond2;
    const uint _67 = gl_GlobalInvocationID.x;
    const float _73 = float(_13);
    const float _74 = 5.85000038f + _73;
    OutF[_67] = _74;
    return;
}

