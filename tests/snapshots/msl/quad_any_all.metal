#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint cond;
    uint cond0;
    uint cond1;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 & 1u;
    const bool _7 = _6 != 0u;
    const bool _11 = bool(quad_shuffle_xor(uint(_7), 1u));
    const bool _12 = _7 || _11;
    const bool _13 = bool(quad_shuffle_xor(uint(_7), 2u));
    const bool _14 = _12 || _13;
    const bool _15 = bool(quad_shuffle_xor(uint(_7), 3u));
    const bool _16 = _14 || _15;
    if (_16)
    {
        cond = 1u;
    }
    else
    {
        cond = 0u;
    }
    const uint cond2 = cond;
    const uint _22 = gl_GlobalInvocationID.x;
    const bool _23 = _22 < 32u;
    const bool _24 = bool(quad_shuffle_xor(uint(_23), 1u));
    const bool _25 = _23 && _24;
    const bool _26 = bool(quad_shuffle_xor(uint(_23), 2u));
    const bool _27 = _25 && _26;
    const bool _28 = bool(quad_shuffle_xor(uint(_23), 3u));
    const bool _29 = _27 && _28;
    if (_29)
    {
        cond0 = 2u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond3 = cond0;
    const uint _34 = cond2 | cond3;
    const uint _38 = gl_GlobalInvocationID.x;
    const int _39 = int(_38);
    const uint _41 = gl_GlobalInvocationID.x;
    const int _42 = int(_41);
    const int _43 = -_42;
    const int2 _44 = int2(_39, _43);
    const int2 _48 = quad_shuffle_xor(_44, 1u);
    const int2 _50 = quad_shuffle_xor(_44, 2u);
    const int2 _51 = _48 + _50;
    const int2 _53 = int2(quad_broadcast(_44, 3u));
    const int2 _54 = _51 + _53;
    const uint _58 = gl_GlobalInvocationID.x;
    const uint _59 = _58 * 7u;
    const uint _61 = gl_GlobalInvocationID.x;
    const uint _62 = _61 & 3u;
    const uint _63 = quad_broadcast(_59, _62);
    const bool _67 = bool(quad_shuffle_xor(uint(_7), 3u));
    const uint _70 = gl_GlobalInvocationID.x;
    const int _74 = _54.x;
    const uint _75 = uint(_74);
    const int _77 = _54.y;
    const uint _78 = uint(_77);
    const uint _80 = _78 + _63;
    if (_67)
    {
        cond1 = 1u;
    }
    else
    {
        cond1 = 0u;
    }
    const uint cond4 = cond1;
    const uint4 _86 = uint4(_34, _75, _80, cond4);
    Out[_70] = _86;
    return;
}

