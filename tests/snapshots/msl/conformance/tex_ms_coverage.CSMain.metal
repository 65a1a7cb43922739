#include <metal_stdlib>
using namespace metal;

constant float2 uprism_sample_positions[31] = {float2(0.0f, 0.0f), float2(0.25f, 0.25f), float2((-0.25f), (-0.25f)), float2((-0.125f), (-0.375f)), float2(0.375f, (-0.125f)), float2((-0.375f), 0.125f), float2(0.125f, 0.375f), float2(0.0625f, (-0.1875f)), float2((-0.0625f), 0.1875f), float2(0.3125f, 0.0625f), float2((-0.1875f), (-0.3125f)), float2((-0.3125f), 0.3125f), float2((-0.4375f), (-0.0625f)), float2(0.1875f, 0.4375f), float2(0.4375f, (-0.4375f)), float2(0.0625f, 0.0625f), float2((-0.0625f), (-0.1875f)), float2((-0.1875f), 0.125f), float2(0.25f, (-0.0625f)), float2((-0.3125f), (-0.125f)), float2(0.125f, 0.3125f), float2(0.3125f, 0.1875f), float2(0.1875f, (-0.3125f)), float2((-0.125f), 0.375f), float2(0.0f, (-0.4375f)), float2((-0.25f), (-0.375f)), float2((-0.375f), 0.25f), float2((-0.5f), 0.0f), float2(0.4375f, (-0.25f)), float2(0.375f, 0.4375f), float2((-0.4375f), (-0.5f))};

kernel void CSMain(
    texture2d_ms<float, access::read> MS [[texture(0)]],
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
    const float4 _19 = MS.read(uint2(_11), uint(0));
    Out[_15] = _19;
    const uint _22 = _2 * 5u;
    const uint _23 = _22 + 1u;
    const float4 _27 = MS.read(uint2(_11), uint(1));
    Out[_23] = _27;
    const uint _30 = _2 * 5u;
    const uint _31 = _30 + 2u;
    const int2 _35 = int2(min(_11, int2(2, 3)));
    const float4 _36 = MS.read(uint2(_35 + int2(1, 0)), uint(2));
    Out[_31] = _36;
    const uint _39 = _2 * 5u;
    const uint _40 = _39 + 3u;
    const uint2 _43 = uint2(_11);
    const float4 _45 = MS.read(uint2(_43), uint(3u));
    Out[_40] = _45;
    const uint _48 = _2 * 5u;
    const uint _49 = _48 + 4u;
    const uint2 _52 = uint2(_11);
    const float4 _54 = MS.read(uint2(_52), uint(0u));
    Out[_49] = _54;
    const bool _57 = _2 == 0u;
    if (_57)
    {
        const uint2 _62 = uint2(MS.get_width(), MS.get_height());
        const uint _63 = _62.x;
        const uint _65 = _62.y;
        const uint _67 = MS.get_num_samples();
        const float _71 = float(_63);
        const float _73 = float(_65);
        const float _75 = float(_67);
        const float4 _76 = float4(_71, _73, _75, 0.0f);
        Out[80] = _76;
        const uint _80 = MS.get_num_samples();
        const uint _81 = _80 - 1u;
        const uint _82 = _80 & _81;
        const bool _83 = _82 == 0u;
        const bool _84 = _80 <= 16u;
        const bool _85 = _83 && _84;
        const bool _86 = 0u < _80;
        const bool _87 = _85 && _86;
        const uint _88 = _80 - 1u;
        const uint _89 = _88 + 0u;
        const uint _90 = _87 ? _89 : 0u;
        const float2 _92 = uprism_sample_positions[_90];
        const float2 _93 = _87 ? _92 : float2(0.0f);
        const uint _95 = MS.get_num_samples();
        const uint _96 = _95 - 1u;
        const uint _97 = _95 & _96;
        const bool _98 = _97 == 0u;
        const bool _99 = _95 <= 16u;
        const bool _100 = _98 && _99;
        const bool _101 = 1u < _95;
        const bool _102 = _100 && _101;
        const uint _103 = _95 - 1u;
        const uint _104 = _103 + 1u;
        const uint _105 = _102 ? _104 : 0u;
        const float2 _107 = uprism_sample_positions[_105];
        const float2 _108 = _102 ? _107 : float2(0.0f);
        const float4 _109 = float4(_93, _108);
        Out[81] = _109;
        const uint _113 = MS.get_num_samples();
        const uint _114 = _113 - 1u;
        const uint _115 = _113 & _114;
        const bool _116 = _115 == 0u;
        const bool _117 = _113 <= 16u;
        const bool _118 = _116 && _117;
        const bool _119 = 2u < _113;
        const bool _120 = _118 && _119;
        const uint _121 = _113 - 1u;
        const uint _122 = _121 + 2u;
        const uint _123 = _120 ? _122 : 0u;
        const float2 _125 = uprism_sample_positions[_123];
        const float2 _126 = _120 ? _125 : float2(0.0f);
        const uint _128 = MS.get_num_samples();
        const uint _129 = _128 - 1u;
        const uint _130 = _128 & _129;
        const bool _131 = _130 == 0u;
        const bool _132 = _128 <= 16u;
        const bool _133 = _131 && _132;
        const bool _134 = 3u < _128;
        const bool _135 = _133 && _134;
        const uint _136 = _128 - 1u;
        const uint _137 = _136 + 3u;
        const uint _138 = _135 ? _137 : 0u;
        const float2 _140 = uprism_sample_positions[_138];
        const float2 _141 = _135 ? _140 : float2(0.0f);
        const float4 _142 = float4(_126, _141);
        Out[82] = _142;
        const uint _146 = MS.get_num_samples();
        const uint _147 = _146 - 1u;
        const uint _148 = _146 & _147;
        const bool _149 = _148 == 0u;
        const bool _150 = _146 <= 16u;
        const bool _151 = _149 && _150;
        const bool _152 = 4u < _146;
        const bool _153 = _151 && _152;
        const uint _154 = _146 - 1u;
        const uint _155 = _154 + 4u;
        const uint _156 = _153 ? _155 : 0u;
        const float2 _158 = uprism_sample_positions[_156];
        const float2 _159 = _153 ? _158 : float2(0.0f);
        const float4 _160 = float4(_159, 0.0f, 0.0f);
        Out[83] = _160;
    }
    return;
}

