#include <metal_stdlib>
using namespace metal;

struct Flags
{
    uint visible_shadows_layer;
};

struct MoreFlags
{
    Flags Flags;
    uint extra;
};

void Flags_show(thread Flags& this0)
{
    const uint _3 = this0.visible_shadows_layer;
    const uint _4 = _3 & 4294967294u;
    const uint _5 = _4 | 1u;
    this0.visible_shadows_layer = _5;
    return;
}

uint Flags_code(thread Flags& this0)
{
    const uint _2 = this0.visible_shadows_layer;
    const uint _3 = _2 & 1u;
    const uint _5 = this0.visible_shadows_layer;
    const uint _6 = _5 >> 1u;
    const uint _7 = _6 & 1u;
    const uint _9 = _7 << 1u;
    const uint _10 = _3 | _9;
    const uint _12 = this0.visible_shadows_layer;
    const uint _13 = _12 >> 2u;
    const uint _14 = _13 & 63u;
    const uint _16 = _14 << 2u;
    const uint _17 = _10 | _16;
    return _17;
}

uint MoreFlags_all(thread MoreFlags& this0)
{
    Flags this1;
    const Flags _3 = this0.Flags;
    this1 = _3;
    const uint _5 = Flags_code(this1);
    const Flags _6 = this1;
    this0.Flags = _6;
    const uint _9 = this0.extra;
    const uint _10 = _9 & 3u;
    const uint _12 = _10 << 8u;
    const uint _13 = _5 | _12;
    return _13;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    MoreFlags f;
    Flags this0;
    f = MoreFlags{Flags{0u}, 0u};
    const Flags _7 = f.Flags;
    this0 = _7;
    Flags_show(this0);
    const Flags _10 = this0;
    f.Flags = _10;
    const uint _14 = gl_GlobalInvocationID.x;
    const uint _15 = _14 & 63u;
    const uint _16 = _15 << 2u;
    const uint _17 = f.Flags.visible_shadows_layer;
    const uint _18 = _17 & 4294967043u;
    const uint _19 = _18 | _16;
    f.Flags.visible_shadows_layer = _19;
    const uint _23 = f.extra;
    const uint _24 = _23 & 4294967292u;
    const uint _25 = _24 | 3u;
    f.extra = _25;
    const uint _28 = gl_GlobalInvocationID.x;
    const uint _30 = MoreFlags_all(f);
    const uint _31 = _30 + 8u;
    Out[_28] = _31;
    return;
}

