#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint cond;
    uint cond0;
    uint cond1;
    uint cond2;
    uint cond3;
    uint cond4;
    uint cond5;
    uint cond6;
    const uint _5 = gl_GlobalInvocationID.x;
    const int _6 = int(_5);
    const int _7 = _6 - 10;
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _15 = gl_GlobalInvocationID.x;
    const float _16 = float(_15);
    const float _17 = _16 * 0.5f;
    const bool _22 = _7 < 0;
    if (_22)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond7 = cond;
    const uint _28 = 0u | cond7;
    const bool _31 = _11 <= 5u;
    if (_31)
    {
        cond0 = 2u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond8 = cond0;
    const uint _37 = _28 | cond8;
    const bool _40 = _17 > 3.0f;
    if (_40)
    {
        cond1 = 4u;
    }
    else
    {
        cond1 = 0u;
    }
    const uint cond9 = cond1;
    const uint _46 = _37 | cond9;
    const bool _49 = _17 >= 3.5f;
    if (_49)
    {
        cond2 = 8u;
    }
    else
    {
        cond2 = 0u;
    }
    const uint cond10 = cond2;
    const uint _55 = _46 | cond10;
    const bool _58 = _7 == (-3);
    if (_58)
    {
        cond3 = 16u;
    }
    else
    {
        cond3 = 0u;
    }
    const uint cond11 = cond3;
    const uint _64 = _55 | cond11;
    const bool _67 = _11 != 7u;
    if (_67)
    {
        cond4 = 32u;
    }
    else
    {
        cond4 = 0u;
    }
    const uint cond12 = cond4;
    const uint _73 = _64 | cond12;
    const float3 _77 = float3(_17, 1.0f, 2.0f);
    const float3 _79 = float3(2.0f, _17, 2.0f);
    const bool3 _80 = _77 < _79;
    const int3 _84 = int3(_7, 0, 1);
    const int3 _86 = int3(0, _7, 1);
    const bool3 _87 = _84 == _86;
    const bool _90 = _80.x;
    if (_90)
    {
        cond5 = 64u;
    }
    else
    {
        cond5 = 0u;
    }
    const uint cond13 = cond5;
    const uint _96 = _73 | cond13;
    const bool _99 = _87.z;
    if (_99)
    {
        cond6 = 128u;
    }
    else
    {
        cond6 = 0u;
    }
    const uint cond14 = cond6;
    const uint _105 = _96 | cond14;
    const uint _108 = gl_GlobalInvocationID.x;
    Out[_108] = _105;
    return;
}

