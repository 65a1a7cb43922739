#include <metal_stdlib>
using namespace metal;

struct Rec
{
    float2 a;
    uint b;
};

kernel void main0(
    const device uint* Raw [[buffer(0)]],
    device uint* Dst [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Rec r;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 * 64u;
    const uint _10 = _6 >> 2u;
    const uint _12 = Raw[_10];
    const float _13 = as_type<float>(_12);
    const uint _17 = _6 + 4u;
    const uint _18 = _17 >> 2u;
    const uint _20 = Raw[_18];
    const float _21 = as_type<float>(_20);
    const uint _22 = _18 + 1u;
    const uint _24 = Raw[_22];
    const float _25 = as_type<float>(_24);
    const uint _26 = _18 + 2u;
    const uint _28 = Raw[_26];
    const float _29 = as_type<float>(_28);
    const float3 _30 = float3(_21, _25, _29);
    const uint _34 = _6 + 16u;
    const uint _35 = _34 >> 2u;
    const uint _37 = Raw[_35];
    const float _38 = as_type<float>(_37);
    const uint _39 = _35 + 1u;
    const uint _41 = Raw[_39];
    const float _42 = as_type<float>(_41);
    const float2 _43 = float2(_38, _42);
    const uint _44 = _35 + 2u;
    const uint _46 = Raw[_44];
    const Rec _47 = Rec{_43, _46};
    r = _47;
    const uint _51 = _6 + 32u;
    const uint _52 = _51 >> 2u;
    const uint _54 = Raw[_52];
    const float _55 = as_type<float>(_54);
    const uint _56 = _52 + 2u;
    const uint _58 = Raw[_56];
    const float _59 = as_type<float>(_58);
    const uint _60 = _52 + 1u;
    const uint _62 = Raw[_60];
    const float _63 = as_type<float>(_62);
    const uint _64 = _52 + 3u;
    const uint _66 = Raw[_64];
    const float _67 = as_type<float>(_66);
    const float2 _68 = float2(_55, _59);
    const float2 _69 = float2(_63, _67);
    const float2x2 _70 = float2x2(_68, _69);
    const float2 _74 = _30.xy;
    const float2 _76 = float2(_13);
    const float2 _77 = _74 * _76;
    const float2 _78 = r.a;
    const float2 _79 = _78 + _77;
    r.a = _79;
    const uint _82 = _6 >> 2u;
    const Rec _83 = r;
    const float2 _84 = _83.a;
    const float _85 = _84.x;
    const uint _86 = as_type<uint>(_85);
    Dst[_82] = _86;
    const float _89 = _84.y;
    const uint _90 = as_type<uint>(_89);
    const uint _91 = _82 + 1u;
    Dst[_91] = _90;
    const uint _94 = _83.b;
    const uint _95 = _82 + 2u;
    Dst[_95] = _94;
    const uint _99 = _6 + 16u;
    const uint _100 = _99 >> 2u;
    const float _102 = _70[0].x;
    const uint _103 = as_type<uint>(_102);
    Dst[_100] = _103;
    const float _106 = _70[0].y;
    const uint _107 = as_type<uint>(_106);
    const uint _108 = _100 + 2u;
    Dst[_108] = _107;
    const float _111 = _70[1].x;
    const uint _112 = as_type<uint>(_111);
    const uint _113 = _100 + 1u;
    Dst[_113] = _112;
    const float _116 = _70[1].y;
    const uint _117 = as_type<uint>(_116);
    const uint _118 = _100 + 3u;
    Dst[_118] = _117;
    const uint _122 = _6 + 32u;
    const uint _123 = _122 >> 2u;
    const uint _125 = r.b;
    const float _127 = _30.z;
    const uint _128 = as_type<uint>(_127);
    const uint _129 = _125 + _128;
    Dst[_123] = _129;
    const uint _133 = _6 + 48u;
    const uint _134 = _133 >> 2u;
    const float4 _137 = float4(_30, _13);
    const float _138 = _137.x;
    const uint _139 = as_type<uint>(_138);
    Dst[_134] = _139;
    const float _142 = _137.y;
    const uint _143 = as_type<uint>(_142);
    const uint _144 = _134 + 1u;
    Dst[_144] = _143;
    const float _147 = _137.z;
    const uint _148 = as_type<uint>(_147);
    const uint _149 = _134 + 2u;
    Dst[_149] = _148;
    const float _152 = _137.w;
    const uint _153 = as_type<uint>(_152);
    const uint _154 = _134 + 3u;
    Dst[_154] = _153;
    return;
}

