#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

constant float2 uprism_sample_positions[31] = {float2(0.0f, 0.0f), float2(0.25f, 0.25f), float2((-0.25f), (-0.25f)), float2((-0.125f), (-0.375f)), float2(0.375f, (-0.125f)), float2((-0.375f), 0.125f), float2(0.125f, 0.375f), float2(0.0625f, (-0.1875f)), float2((-0.0625f), 0.1875f), float2(0.3125f, 0.0625f), float2((-0.1875f), (-0.3125f)), float2((-0.3125f), 0.3125f), float2((-0.4375f), (-0.0625f)), float2(0.1875f, 0.4375f), float2(0.4375f, (-0.4375f)), float2(0.0625f, 0.0625f), float2((-0.0625f), (-0.1875f)), float2((-0.1875f), 0.125f), float2(0.25f, (-0.0625f)), float2((-0.3125f), (-0.125f)), float2(0.125f, 0.3125f), float2(0.3125f, 0.1875f), float2(0.1875f, (-0.3125f)), float2((-0.125f), 0.375f), float2(0.0f, (-0.4375f)), float2((-0.25f), (-0.375f)), float2((-0.375f), 0.25f), float2((-0.5f), 0.0f), float2(0.4375f, (-0.25f)), float2(0.375f, 0.4375f), float2((-0.4375f), (-0.5f))};

fragment main_out main0(
    texture2d_ms<float, access::read> Color [[texture(0)]],
    texture2d_ms<float, access::read> Depth [[texture(1)]],
    float4 gl_FragCoord [[position]])
{
    float4 sum;
    uint s;
    main_out out;
    float4 sum0;
    uint s0;
    float4 _33;
    const float2 _5 = gl_FragCoord.xy;
    const int2 _6 = int2(_5);
    const uint2 _12 = uint2(Color.get_width(), Color.get_height());
    const uint _13 = _12.x;
    const uint _15 = _12.y;
    const uint _17 = Color.get_num_samples();
    sum = float4(0.0f, 0.0f, 0.0f, 0.0f);
    s = 0u;
    for (;;)
    {
        {
            sum0 = sum;
            s0 = s;
            const bool _25 = s0 < _17;
            if (!_25)
            {
                break;
            }
            const int _30 = int(s0);
            const float4 _31 = Color.read(uint2(_6), uint(_30));
            _33 = sum0 + _31;
        }
        const uint _36 = s0 + 1u;
        sum = _33;
        s = _36;
    }
    const float4 _40 = Color.read(uint2(_6 + int2(1, 0)), uint(0));
    const uint2 _42 = uint2(_6);
    const float4 _44 = Color.read(uint2(_42), uint(2u));
    const float4 _45 = _40 + _44;
    const float4 _47 = sum0 + _45;
    const float4 _52 = Depth.read(uint2(_6), uint(1));
    const float _53 = _52.x;
    const uint2 _55 = uint2(_6);
    const float4 _57 = Depth.read(uint2(_55), uint(3u));
    const float _58 = _57.x;
    const float _59 = _53 + _58;
    const uint2 _61 = uint2(_6);
    const float4 _63 = Depth.read(uint2(_61), uint(0u));
    const float _64 = _63.x;
    const float _65 = _59 + _64;
    const uint _69 = Color.get_num_samples();
    const uint _70 = _69 - 1u;
    const uint _71 = _69 & _70;
    const bool _72 = _71 == 0u;
    const bool _73 = _69 <= 16u;
    const bool _74 = _72 && _73;
    const bool _75 = 1u < _69;
    const bool _76 = _74 && _75;
    const uint _77 = _69 - 1u;
    const uint _78 = _77 + 1u;
    const uint _79 = _76 ? _78 : 0u;
    const float2 _81 = uprism_sample_positions[_79];
    const float2 _82 = _76 ? _81 : float2(0.0f);
    const float _85 = gl_FragCoord.x;
    const int _86 = int(_85);
    const int _87 = _86 & 3;
    const uint _88 = uint(_87);
    const uint _89 = Depth.get_num_samples();
    const uint _90 = _89 - 1u;
    const uint _91 = _89 & _90;
    const bool _92 = _91 == 0u;
    const bool _93 = _89 <= 16u;
    const bool _94 = _92 && _93;
    const bool _95 = _88 < _89;
    const bool _96 = _94 && _95;
    const uint _97 = _89 - 1u;
    const uint _98 = _97 + _88;
    const uint _99 = _96 ? _98 : 0u;
    const float2 _101 = uprism_sample_positions[_99];
    const float2 _102 = _96 ? _101 : float2(0.0f);
    const float2 _103 = _82 + _102;
    const uint _107 = _17 + 2u;
    const float _108 = float(_107);
    const float4 _109 = float4(_108);
    const float4 _110 = _47 / _109;
    const float _113 = float(_13);
    const float _115 = float(_15);
    const float4 _116 = float4(_65, _113, _115, 0.0f);
    const float4 _117 = _110 + _116;
    const float4 _119 = _103.xyxy;
    const float4 _120 = _117 + _119;
    out.out_SV_Target = _120;
    const main_out _135 = out;
    return _135;
}

