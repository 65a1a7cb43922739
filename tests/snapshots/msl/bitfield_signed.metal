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
    const uint _8 = gl_GlobalInvocationID.x;
    const int _9 = int(_8);
    const int _10 = (-3) - _9;
    const uint _11 = uint(_10);
    const uint _12 = _11 & 31u;
    const uint _13 = f.d_e_on;
    const uint _14 = _13 & 4294967264u;
    const uint _15 = _14 | _12;
    f.d_e_on = _15;
    const uint _22 = f.d_e_on;
    const uint _23 = _22 & 4294901791u;
    const uint _24 = _23 | 33536u;
    f.d_e_on = _24;
    const uint _28 = gl_GlobalInvocationID.x;
    const bool _29 = _28 > 2u;
    const uint _30 = _29 ? 1u : 0u;
    const uint _31 = _30 & 1u;
    const uint _32 = _31 << 16u;
    const uint _33 = f.d_e_on;
    const uint _34 = _33 & 4294901759u;
    const uint _35 = _34 | _32;
    f.d_e_on = _35;
    const ulong _39 = f.big_rest;
    const ulong _40 = _39 & 18446742974197923840ul;
    const ulong _41 = _40 | 1099511627775ul;
    f.big_rest = _41;
    const ulong _46 = f.big_rest;
    const ulong _47 = _46 & 1099511627775ul;
    const ulong _48 = _47 | 7696581394432ul;
    f.big_rest = _48;
    const uint _51 = gl_GlobalInvocationID.x;
    const uint _54 = f.d_e_on;
    const uint _55 = _54 << 27u;
    const int _56 = as_type<int>(_55);
    const int _57 = _56 >> 27;
    const int _58 = _57 * 1000;
    const uint _60 = f.d_e_on;
    const uint _61 = _60 << 16u;
    const int _62 = as_type<int>(_61);
    const int _63 = _62 >> 21;
    const int _64 = _58 + _63;
    const uint _66 = f.d_e_on;
    const uint _67 = _66 >> 16u;
    const uint _68 = _67 & 1u;
    const bool _69 = _68 != 0u;
    if (_69)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const int _74 = _64 + cond0;
    const ulong _76 = f.big_rest;
    const ulong _77 = _76 & 1099511627775ul;
    const ulong _79 = _77 >> 36ul;
    const int _80 = int(_79);
    const int _81 = _74 + _80;
    const ulong _83 = f.big_rest;
    const ulong _84 = _83 >> 40ul;
    const ulong _85 = _84 & 16777215ul;
    const int _86 = int(_85);
    const int _87 = _81 + _86;
    Out[_51] = _87;
    return;
}

