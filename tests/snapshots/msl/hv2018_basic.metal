#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint4 _6 = uint4(_5, 1u, 0u, 3u);
    const uint _10 = gl_GlobalInvocationID.x;
    const uint4 _11 = uint4(0u, 1u, 1u, _10);
    const bool4 _15 = _6 != uint4(0u, 0u, 0u, 0u);
    const bool4 _17 = _11 != uint4(0u, 0u, 0u, 0u);
    const bool4 _18 = _15 && _17;
    const bool4 _22 = _6 != uint4(0u, 0u, 0u, 0u);
    const bool4 _24 = _11 != uint4(0u, 0u, 0u, 0u);
    const bool4 _25 = _22 || _24;
    const uint _28 = gl_GlobalInvocationID.x;
    const uint4 _31 = select(uint4(0u, 0u, 0u, 0u), uint4(1u, 1u, 1u, 1u), _18);
    const uint4 _33 = select(uint4(0u, 0u, 0u, 0u), uint4(1u, 1u, 1u, 1u), _25);
    const uint4 _34 = _33 * uint4(2u, 2u, 2u, 2u);
    const uint4 _35 = _31 + _34;
    const bool _37 = _18.x;
    const uint4 _40 = _37 ? _6 : _11;
    const uint4 _41 = _35 + _40;
    Out[_28] = _41;
    return;
}

