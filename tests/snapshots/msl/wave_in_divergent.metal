#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint4 r;
    uint4 r0;
    uint i;
    uint4 r2;
    uint i0;
    uint4 _36;
    const uint _6 = gl_GlobalInvocationID.x;
    const uint _7 = _6 & 1u;
    const bool _8 = _7 != 0u;
    if (_8)
    {
        const uint _10 = gl_GlobalInvocationID.x;
        const uint _11 = simd_sum(_10);
        uint4 _13 = uint4(0u, 0u, 0u, 0u);
        _13.x = _11;
        r = _13;
    }
    else
    {
        const uint _15 = simd_sum(uint(true));
        uint4 _17 = uint4(0u, 0u, 0u, 0u);
        _17.x = _15;
        r = _17;
    }
    const uint4 r1 = r;
    r0 = r1;
    i = 0u;
    for (;;)
    {
        {
            r2 = r0;
            i0 = i;
            const uint _23 = gl_GlobalInvocationID.x;
            const uint _24 = _23 % 4u;
            const bool _25 = i0 < _24;
            if (!_25)
            {
                break;
            }
            const uint _29 = gl_GlobalInvocationID.x;
            const uint _30 = i0 + _29;
            const uint _31 = simd_max(_30);
            const uint _33 = r2.y;
            const uint _34 = _33 + _31;
            _36 = r2;
            _36.y = _34;
        }
        const uint _39 = i0 + 1u;
        r0 = _36;
        i = _39;
    }
    const uint _42 = r2.y;
    const uint _43 = simd_prefix_exclusive_sum(_42);
    uint4 _45 = r2;
    _45.z = _43;
    const uint _48 = gl_GlobalInvocationID.x;
    const bool _49 = _48 > 40u;
    if (_49)
    {
        const uint _51 = gl_GlobalInvocationID.x;
        Out[_51] = _45;
        return;
    }
    const uint _56 = simd_sum(uint(true));
    uint4 _58 = _45;
    _58.w = _56;
    const uint _61 = gl_GlobalInvocationID.x;
    Out[_61] = _58;
    return;
}

