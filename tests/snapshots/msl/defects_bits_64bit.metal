#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint4* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]],
    device ulong2* Out64 [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint4 _7 = In[_5];
    const uint2 _11 = _7.xy;
    const ulong2 _12 = ulong2(_11);
    const ulong2 _14 = _12 << ulong2(32ul, 32ul);
    const uint2 _16 = _7.zw;
    const ulong2 _17 = ulong2(_16);
    const ulong2 _18 = _14 | _17;
    const long2 _22 = long2(_18);
    const uint _25 = gl_GlobalInvocationID.x;
    const uint _26 = _25 * 2u;
    const uint _27 = _26 + 0u;
    const uint2 _30 = uint2(_18);
    const ulong2 _31 = _18 >> ulong2(32ul, 32ul);
    const uint2 _32 = uint2(_31);
    const uint2 _33 = uint2(popcount(_32));
    const uint2 _34 = uint2(popcount(_30));
    const uint2 _35 = _34 + _33;
    const uint2 _37 = uint2(_18);
    const ulong2 _38 = _18 >> ulong2(32ul, 32ul);
    const uint2 _39 = uint2(_38);
    const uint2 _40 = 31u - clz(_39);
    const uint2 _41 = _40 + uint2(32u, 32u);
    const uint2 _42 = 31u - clz(_37);
    const bool2 _43 = _39 != uint2(0u, 0u);
    const uint2 _44 = select(_42, _41, _43);
    const uint4 _45 = uint4(_35, _44);
    Out[_27] = _45;
    const uint _48 = gl_GlobalInvocationID.x;
    const uint _49 = _48 * 2u;
    const uint _50 = _49 + 1u;
    const uint2 _53 = uint2(_18);
    const ulong2 _54 = _18 >> ulong2(32ul, 32ul);
    const uint2 _55 = uint2(_54);
    const uint2 _56 = select(uint2(ctz(_55)), uint2(0xffffffffu), _55 == 0);
    const uint2 _57 = _56 + uint2(32u, 32u);
    const bool2 _58 = _55 != uint2(0u, 0u);
    const uint2 _59 = select(uint2(4294967295u, 4294967295u), _57, _58);
    const uint2 _60 = select(uint2(ctz(_53)), uint2(0xffffffffu), _53 == 0);
    const bool2 _61 = _53 != uint2(0u, 0u);
    const uint2 _62 = select(_59, _60, _61);
    const bool2 _64 = _22 < long2(0l, 0l);
    const long2 _65 = ~_22;
    const long2 _66 = select(_22, _65, _64);
    const ulong2 _67 = as_type<ulong2>(_66);
    const uint2 _68 = uint2(_67);
    const ulong2 _69 = _67 >> ulong2(32ul, 32ul);
    const uint2 _70 = uint2(_69);
    const uint2 _71 = 31u - clz(_70);
    const uint2 _72 = _71 + uint2(32u, 32u);
    const uint2 _73 = 31u - clz(_68);
    const bool2 _74 = _70 != uint2(0u, 0u);
    const uint2 _75 = select(_73, _72, _74);
    const uint4 _76 = uint4(_62, _75);
    Out[_50] = _76;
    const uint _79 = gl_GlobalInvocationID.x;
    const uint2 _82 = uint2(_18);
    const ulong2 _83 = _18 >> ulong2(32ul, 32ul);
    const uint2 _84 = uint2(_83);
    const uint2 _85 = uint2(reverse_bits(_82));
    const ulong2 _86 = ulong2(_85);
    const ulong2 _87 = _86 << ulong2(32ul, 32ul);
    const uint2 _88 = uint2(reverse_bits(_84));
    const ulong2 _89 = ulong2(_88);
    const ulong2 _90 = _87 | _89;
    const long2 _92 = _22.yx;
    const ulong2 _93 = as_type<ulong2>(_92);
    const uint2 _94 = uint2(_93);
    const ulong2 _95 = _93 >> ulong2(32ul, 32ul);
    const uint2 _96 = uint2(_95);
    const uint2 _97 = uint2(reverse_bits(_94));
    const ulong2 _98 = ulong2(_97);
    const ulong2 _99 = _98 << ulong2(32ul, 32ul);
    const uint2 _100 = uint2(reverse_bits(_96));
    const ulong2 _101 = ulong2(_100);
    const ulong2 _102 = _99 | _101;
    const long2 _103 = as_type<long2>(_102);
    const ulong2 _104 = ulong2(_103);
    const ulong2 _105 = _90 ^ _104;
    Out64[_79] = _105;
    return;
}

