#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 * 2654435769u;
    const uint _10 = gl_GlobalInvocationID.x;
    const int _11 = int(_10);
    const int _12 = -_11;
    const uint _16 = popcount(_6);
    uint4 _18 = uint4(0u);
    _18.x = _16;
    const uint _21 = 31u - clz(_6);
    const uint _23 = 31u - clz(as_type<uint>(select(_12, ~_12, _12 < 0)));
    const uint _24 = _21 + _23;
    uint4 _26 = _18;
    _26.y = _24;
    const uint _29 = select(uint(ctz(_6)), uint(0xffffffffu), _6 == 0);
    const uint _31 = uint(_12);
    const uint _32 = select(uint(ctz(_31)), uint(0xffffffffu), _31 == 0);
    const uint _33 = _29 + _32;
    uint4 _35 = _26;
    _35.z = _33;
    const uint _38 = reverse_bits(_6);
    uint4 _40 = _35;
    _40.w = _38;
    const uint _45 = ~_6;
    const uint2 _46 = uint2(_6, _45);
    const uint _49 = gl_GlobalInvocationID.x;
    const uint _50 = _49 * 2u;
    Out[_50] = _40;
    const uint _55 = gl_GlobalInvocationID.x;
    const uint _56 = _55 * 2u;
    const uint _57 = _56 + 1u;
    const uint2 _60 = uint2(popcount(_46));
    const uint2 _62 = uint2(reverse_bits(_46));
    const uint4 _63 = uint4(_60, _62);
    Out[_57] = _63;
    return;
}

