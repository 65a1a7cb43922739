#include <metal_stdlib>
using namespace metal;

constant float2 uprism_sample_positions[31] = {float2(0.0f, 0.0f), float2(0.25f, 0.25f), float2((-0.25f), (-0.25f)), float2((-0.125f), (-0.375f)), float2(0.375f, (-0.125f)), float2((-0.375f), 0.125f), float2(0.125f, 0.375f), float2(0.0625f, (-0.1875f)), float2((-0.0625f), 0.1875f), float2(0.3125f, 0.0625f), float2((-0.1875f), (-0.3125f)), float2((-0.3125f), 0.3125f), float2((-0.4375f), (-0.0625f)), float2(0.1875f, 0.4375f), float2(0.4375f, (-0.4375f)), float2(0.0625f, 0.0625f), float2((-0.0625f), (-0.1875f)), float2((-0.1875f), 0.125f), float2(0.25f, (-0.0625f)), float2((-0.3125f), (-0.125f)), float2(0.125f, 0.3125f), float2(0.3125f, 0.1875f), float2(0.1875f, (-0.3125f)), float2((-0.125f), 0.375f), float2(0.0f, (-0.4375f)), float2((-0.25f), (-0.375f)), float2((-0.375f), 0.25f), float2((-0.5f), 0.0f), float2(0.4375f, (-0.25f)), float2(0.375f, 0.4375f), float2((-0.4375f), (-0.5f))};

kernel void CSMain(
    texture2d_ms_array<float, access::read> MS [[texture(0)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const int _7 = int(_6);
    const uint _9 = _2 / 4u;
    const int _10 = int(_9);
    const int2 _11 = int2(_7, _10);
    const uint _14 = _2 * 5u;
    const uint _15 = _14 + 0u;
    const int3 _19 = int3(_11, 0);
    const float4 _20 = MS.read(uint2(_19.xy), uint(_19.z), uint(0));
    Out[_15] = _20;
    const uint _23 = _2 * 5u;
    const uint _24 = _23 + 1u;
    const int3 _28 = int3(_11, 0);
    const float4 _29 = MS.read(uint2(_28.xy), uint(_28.z), uint(2));
    Out[_24] = _29;
    const uint _32 = _2 * 5u;
    const uint _33 = _32 + 2u;
    const int3 _37 = int3(_11, 1);
    const float4 _38 = MS.read(uint2(_37.xy), uint(_37.z), uint(1));
    Out[_33] = _38;
    const uint _41 = _2 * 5u;
    const uint _42 = _41 + 3u;
    const int3 _45 = int3(_11, 1);
    const uint3 _46 = uint3(_45);
    const float4 _48 = MS.read(uint2(_46.xy), uint(_46.z), uint(3u));
    Out[_42] = _48;
    const uint _51 = _2 * 5u;
    const uint _52 = _51 + 4u;
    const int2 _56 = int2(min(_11, int2(2, 2)));
    const int3 _57 = int3(_56, 1);
    const float4 _58 = MS.read(uint2(_57.xy + int2(1, 1)), uint(_57.z), uint(0));
    Out[_52] = _58;
    const bool _61 = _2 == 0u;
    if (_61)
    {
        const uint3 _67 = uint3(MS.get_width(), MS.get_height(), MS.get_array_size());
        const uint _68 = _67.x;
        const uint _70 = _67.y;
        const uint _72 = _67.z;
        const uint _74 = MS.get_num_samples();
        const float _78 = float(_68);
        const float _80 = float(_70);
        const float _82 = float(_72);
        const float _84 = float(_74);
        const float4 _85 = float4(_78, _80, _82, _84);
        Out[80] = _85;
        const uint _89 = MS.get_num_samples();
        const uint _90 = _89 - 1u;
        const uint _91 = _89 & _90;
        const bool _92 = _91 == 0u;
        const bool _93 = _89 <= 16u;
        const bool _94 = _92 && _93;
        const bool _95 = 0u < _89;
        const bool _96 = _94 && _95;
        const uint _97 = _89 - 1u;
        const uint _98 = _97 + 0u;
        const uint _99 = _96 ? _98 : 0u;
        const float2 _101 = uprism_sample_positions[_99];
        const float2 _102 = _96 ? _101 : float2(0.0f);
        const uint _104 = MS.get_num_samples();
        const uint _105 = _104 - 1u;
        const uint _106 = _104 & _105;
        const bool _107 = _106 == 0u;
        const bool _108 = _104 <= 16u;
        const bool _109 = _107 && _108;
        const bool _110 = 3u < _104;
        const bool _111 = _109 && _110;
        const uint _112 = _104 - 1u;
        const uint _113 = _112 + 3u;
        const uint _114 = _111 ? _113 : 0u;
        const float2 _116 = uprism_sample_positions[_114];
        const float2 _117 = _111 ? _116 : float2(0.0f);
        const float4 _118 = float4(_102, _117);
        Out[81] = _118;
    }
    return;
}

