#include <metal_stdlib>
using namespace metal;

struct Counter
{
    uint ticks_delta_spare;
};

void advance(thread uint& t, uint by)
{
    const uint _5 = t;
    const uint _6 = _5 + by;
    t = _6;
    return;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Counter c;
    uint t;
    c = Counter{0u};
    const uint _7 = c.ticks_delta_spare;
    const uint _8 = _7 & 4294967280u;
    const uint _9 = _8 | 14u;
    c.ticks_delta_spare = _9;
    const uint _12 = c.ticks_delta_spare;
    const uint _13 = _12 & 15u;
    const uint _14 = _13 + 1u;
    const uint _15 = _14 & 15u;
    const uint _16 = c.ticks_delta_spare;
    const uint _17 = _16 & 4294967280u;
    const uint _18 = _17 | _15;
    c.ticks_delta_spare = _18;
    const uint _22 = gl_GlobalInvocationID.x;
    const uint _23 = c.ticks_delta_spare;
    const uint _24 = _23 & 15u;
    const uint _25 = _24 + _22;
    const uint _26 = _25 & 15u;
    const uint _27 = c.ticks_delta_spare;
    const uint _28 = _27 & 4294967280u;
    const uint _29 = _28 | _26;
    c.ticks_delta_spare = _29;
    const uint _32 = c.ticks_delta_spare;
    const uint _33 = _32 << 24u;
    const int _34 = as_type<int>(_33);
    const int _35 = _34 >> 28;
    const int _36 = _35 - 1;
    const uint _37 = uint(_36);
    const uint _38 = _37 & 15u;
    const uint _39 = _38 << 4u;
    const uint _40 = c.ticks_delta_spare;
    const uint _41 = _40 & 4294967055u;
    const uint _42 = _41 | _39;
    c.ticks_delta_spare = _42;
    const uint _45 = c.ticks_delta_spare;
    const uint _46 = _45 << 24u;
    const int _47 = as_type<int>(_46);
    const int _48 = _47 >> 28;
    const int _49 = _48 - 7;
    const uint _50 = uint(_49);
    const uint _51 = _50 & 15u;
    const uint _52 = _51 << 4u;
    const uint _53 = c.ticks_delta_spare;
    const uint _54 = _53 & 4294967055u;
    const uint _55 = _54 | _52;
    c.ticks_delta_spare = _55;
    const uint _59 = c.ticks_delta_spare;
    const uint _60 = _59 & 15u;
    t = _60;
    advance(t, 3u);
    const uint _63 = t;
    const uint _64 = _63 & 15u;
    const uint _65 = c.ticks_delta_spare;
    const uint _66 = _65 & 4294967280u;
    const uint _67 = _66 | _64;
    c.ticks_delta_spare = _67;
    const uint _72 = c.ticks_delta_spare;
    const uint _73 = _72 & 255u;
    const uint _74 = _73 | 4294967040u;
    c.ticks_delta_spare = _74;
    const uint _77 = gl_GlobalInvocationID.x;
    const uint _80 = c.ticks_delta_spare;
    const uint _81 = _80 & 15u;
    const uint _82 = _81 * 1000u;
    const uint _84 = c.ticks_delta_spare;
    const uint _85 = _84 << 24u;
    const int _86 = as_type<int>(_85);
    const int _87 = _86 >> 28;
    const int _88 = _87 + 8;
    const uint _89 = uint(_88);
    const uint _90 = _89 * 100u;
    const uint _91 = _82 + _90;
    const uint _93 = c.ticks_delta_spare;
    const uint _94 = _93 >> 8u;
    const uint _95 = _94 & 16777215u;
    const uint _97 = _95 >> 20u;
    const uint _98 = _91 + _97;
    Out[_77] = _98;
    return;
}

