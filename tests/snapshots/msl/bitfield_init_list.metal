#include <metal_stdlib>
using namespace metal;

struct Rgb565
{
    uint b_g_r;
    uint alpha;
};

struct Pair
{
    Rgb565 c0;
    Rgb565 c1;
};

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Rgb565 c;
    Pair p;
    const uint _10 = gl_GlobalInvocationID.x;
    const uint _11 = _10 & 31u;
    const uint _13 = _11 << 11u;
    const uint _14 = 2047u | _13;
    const Rgb565 _15 = Rgb565{_14, 255u};
    c = _15;
    p = Pair{Rgb565{6209u, 4u}, Rgb565{2248u, 5u}};
    const uint _41 = gl_GlobalInvocationID.x;
    const uint _44 = c.b_g_r;
    const uint _45 = _44 >> 11u;
    const uint _46 = _45 & 31u;
    const uint _48 = c.b_g_r;
    const uint _49 = _48 >> 5u;
    const uint _50 = _49 & 63u;
    const uint _51 = _46 + _50;
    const uint _53 = c.b_g_r;
    const uint _54 = _53 & 31u;
    const uint _55 = _51 + _54;
    const uint _57 = c.alpha;
    const uint _58 = _55 + _57;
    const uint _61 = p.c1.b_g_r;
    const uint _62 = _61 & 31u;
    const uint _63 = _58 + _62;
    const uint _66 = p.c1.b_g_r;
    const uint _67 = _66 >> 5u;
    const uint _68 = _67 & 63u;
    const uint _69 = _63 + _68;
    const uint _72 = p.c1.b_g_r;
    const uint _73 = _72 >> 11u;
    const uint _74 = _73 & 31u;
    const uint _75 = _69 + _74;
    const uint _78 = p.c0.alpha;
    const uint _79 = _75 + _78;
    Out[_41] = _79;
    return;
}

