#include <metal_stdlib>
using namespace metal;

struct Fields
{
    uint d_e_on;
    ulong big_rest;
};

kernel void main0(
    device int* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Fields f;
    int cond;
    f = Fields{0u, 0ul};
    const uint _7 = gl_GlobalInvocationID.x;
    const int _8 = int(_7);
    const int _9 = (-3) - _8;
    const uint _10 = uint(_9);
    const uint _11 = _10 & 31u;
    const uint _12 = f.d_e_on;
    const uint _13 = _12 & 4294967264u;
    const uint _14 = _13 | _11;
    f.d_e_on = _14;
    const uint _19 = f.d_e_on;
    const uint _20 = _19 & 4294901791u;
    const uint _21 = _20 | 33536u;
    f.d_e_on = _21;
    const uint _25 = gl_GlobalInvocationID.x;
    const bool _26 = _25 > 2u;
    const uint _27 = _26 ? 1u : 0u;
    const uint _28 = _27 & 1u;
    const uint _29 = _28 << 16u;
    const uint _30 = f.d_e_on;
    const uint _31 = _30 & 4294901759u;
    const uint _32 = _31 | _29;
    f.d_e_on = _32;
    const ulong _36 = f.big_rest;
    const ulong _37 = _36 & 18446742974197923840ul;
    const ulong _38 = _37 | 1099511627775ul;
    f.big_rest = _38;
    const ulong _43 = f.big_rest;
    const ulong _44 = _43 & 1099511627775ul;
    const ulong _45 = _44 | 7696581394432ul;
    f.big_rest = _45;
    const uint _48 = gl_GlobalInvocationID.x;
    const uint _51 = f.d_e_on;
    const uint _52 = _51 << 27u;
    const int _53 = as_type<int>(_52);
    const int _54 = _53 >> 27;
    const int _55 = _54 * 1000;
    const uint _57 = f.d_e_on;
    const uint _58 = _57 << 16u;
    const int _59 = as_type<int>(_58);
    const int _60 = _59 >> 21;
    const int _61 = _55 + _60;
    const uint _63 = f.d_e_on;
    const uint _64 = _63 >> 16u;
    const uint _65 = _64 & 1u;
    const bool _66 = _65 != 0u;
    if (_66)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const int _71 = _61 + cond0;
    const ulong _73 = f.big_rest;
    const ulong _74 = _73 & 1099511627775ul;
    const ulong _76 = _74 >> 36ul;
    const int _77 = int(_76);
    const int _78 = _71 + _77;
    const ulong _80 = f.big_rest;
    const ulong _81 = _80 >> 40ul;
    const ulong _82 = _81 & 16777215ul;
    const int _83 = int(_82);
    const int _84 = _78 + _83;
    Out[_48] = _84;
    return;
}

