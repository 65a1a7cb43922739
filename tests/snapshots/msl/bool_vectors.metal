#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _8 = _7 + 1u;
    const uint _10 = gl_GlobalInvocationID.x;
    const uint _11 = _10 + 2u;
    const uint _13 = gl_GlobalInvocationID.x;
    const uint _14 = _13 + 3u;
    const uint4 _15 = uint4(_5, _8, _11, _14);
    const uint4 _19 = _15 & uint4(1u, 1u, 1u, 1u);
    const bool4 _20 = _19 == uint4(0u, 0u, 0u, 0u);
    const bool4 _24 = _15 > uint4(10u, 10u, 10u, 10u);
    const bool4 _29 = _20 && _24;
    const bool4 _34 = !_24;
    const bool4 _35 = _20 || _34;
    const uint4 _40 = select(uint4(0u, 0u, 0u, 0u), _15, _29);
    const uint _43 = gl_GlobalInvocationID.x;
    const uint4 _47 = select(uint4(0u, 0u, 0u, 0u), uint4(1u, 1u, 1u, 1u), _35);
    const uint4 _48 = _40 + _47;
    Out[_43] = _48;
    return;
}

