#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int4* Out [[buffer(0)]],
    device uint4* OutU [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int cond;
    const uint _5 = gl_GlobalInvocationID.x;
    const int _6 = int(_5);
    const int _7 = _6 - 32;
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = _11 & 1u;
    const bool _13 = _12 != 0u;
    if (_13)
    {
        cond = 5;
    }
    else
    {
        cond = (-5);
    }
    const int cond0 = cond;
    const uint _22 = gl_GlobalInvocationID.x;
    const uint _23 = _22 * 1000u;
    const uint _26 = gl_GlobalInvocationID.x;
    const int _30 = _7 / cond0;
    const int _33 = _7 % cond0;
    const int _35 = _7 / 4;
    const int _37 = _7 % 4;
    const int4 _38 = int4(_30, _33, _35, _37);
    Out[_26] = _38;
    const uint _41 = gl_GlobalInvocationID.x;
    const uint _44 = _23 / 7u;
    const uint _46 = _23 % 7u;
    const uint _48 = _23 / 8u;
    const uint _50 = _23 % 8u;
    const uint4 _51 = uint4(_44, _46, _48, _50);
    OutU[_41] = _51;
    return;
}

