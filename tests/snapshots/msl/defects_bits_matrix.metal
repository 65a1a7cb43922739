#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint4* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int3 c;
    uint2 n[2];
    uint2 r[2];
    uint3 h;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint4 _7 = In[_5];
    const uint _11 = _7.x;
    const uint _13 = _7.y;
    const uint _15 = _7.z;
    const uint _17 = _7.w;
    const uint2 _18 = uint2(_11, _13);
    const uint2 _19 = uint2(_15, _17);
    uint2 _20[2];
    _20[0] = _18;
    _20[1] = _19;
    const uint _24 = _7.x;
    const int _25 = int(_24);
    const uint _27 = _7.y;
    const int _28 = int(_27);
    const int _29 = -_28;
    const uint _31 = _7.z;
    const int _32 = int(_31);
    const int3 _33 = int3(_25, _29, _32);
    c = _33;
    const uint2 _37 = _20[0];
    const uint2 _38 = uint2(popcount(_37));
    const uint2 _39 = _20[1];
    const uint2 _40 = uint2(popcount(_39));
    uint2 _41[2];
    _41[0] = _38;
    _41[1] = _40;
    for (uint i = 0; i < 2; ++i)
    {
        n[i] = _41[i];
    }
    const uint2 _45 = _20[0];
    const uint2 _46 = uint2(reverse_bits(_45));
    const uint2 _47 = _20[1];
    const uint2 _48 = uint2(reverse_bits(_47));
    uint2 _49[2];
    _49[0] = _46;
    _49[1] = _48;
    for (uint i0 = 0; i0 < 2; ++i0)
    {
        r[i0] = _49[i0];
    }
    const int3 _52 = c;
    const uint3 _53 = 31u - clz(as_type<uint3>(select(_52, ~_52, _52 < 0)));
    h = _53;
    const int3 _56 = c;
    const int _57 = _56.x;
    const int _58 = _56.y;
    const int _59 = _56.z;
    const int3 _60 = int3(_57, _58, _59);
    const uint3 _61 = select(uint3(ctz(_60)), uint3(0xffffffffu), _60 == 0);
    const uint _64 = gl_GlobalInvocationID.x;
    const uint _65 = _64 * 3u;
    const uint _66 = _65 + 0u;
    const uint2 _69 = n[0];
    const uint2 _71 = n[1];
    const uint4 _72 = uint4(_69, _71);
    Out[_66] = _72;
    const uint _75 = gl_GlobalInvocationID.x;
    const uint _76 = _75 * 3u;
    const uint _77 = _76 + 1u;
    const uint2 _80 = r[0];
    const uint2 _82 = r[1];
    const uint2 _83 = _80 ^ _82;
    const int _85 = c.y;
    const uint _86 = as_type<uint>(_85);
    const uint _87 = popcount(_86);
    const uint _89 = h.z;
    const uint4 _90 = uint4(_83, _87, _89);
    Out[_77] = _90;
    const uint _93 = gl_GlobalInvocationID.x;
    const uint _94 = _93 * 3u;
    const uint _95 = _94 + 2u;
    const uint3 _98 = h;
    const uint _99 = _98.x;
    const uint4 _100 = uint4(_61, _99);
    Out[_95] = _100;
    return;
}

