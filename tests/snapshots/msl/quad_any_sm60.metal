#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint cond;
    uint cond0;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 & 1u;
    const bool _7 = _6 != 0u;
    const uint _10 = gl_GlobalInvocationID.x;
    const bool _13 = bool(quad_shuffle_xor(uint(_7), 1u));
    const bool _14 = _7 || _13;
    const bool _15 = bool(quad_shuffle_xor(uint(_7), 2u));
    const bool _16 = _14 || _15;
    const bool _17 = bool(quad_shuffle_xor(uint(_7), 3u));
    const bool _18 = _16 || _17;
    if (_18)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond1 = cond;
    const bool _24 = bool(quad_shuffle_xor(uint(_7), 1u));
    const bool _25 = _7 && _24;
    const bool _26 = bool(quad_shuffle_xor(uint(_7), 2u));
    const bool _27 = _25 && _26;
    const bool _28 = bool(quad_shuffle_xor(uint(_7), 3u));
    const bool _29 = _27 && _28;
    if (_29)
    {
        cond0 = 2u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond2 = cond0;
    const uint _34 = cond1 | cond2;
    Out[_10] = _34;
    return;
}

