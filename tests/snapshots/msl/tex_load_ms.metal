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
    const uint _63 = Color.get_num_samples();
    const uint _64 = _63 - 1u;
    const uint _65 = _63 & _64;
    const bool _66 = _65 == 0u;
    const bool _67 = _63 <= 16u;
    const bool _68 = _66 && _67;
    const bool _69 = 1u < _63;
    const bool _70 = _68 && _69;
    const uint _71 = _63 - 1u;
    const uint _72 = _71 + 1u;
    const uint _73 = _70 ? _72 : 0u;
    const float2 _75 = uprism_sample_positions[_73];
    const float2 _76 = _70 ? _75 : float2(0.0f);
    const float _79 = gl_FragCoord.x;
    const int _80 = int(_79);
    const int _81 = _80 & 3;
    const uint _82 = uint(_81);
    const uint _83 = Depth.get_num_samples();
    const uint _84 = _83 - 1u;
    const uint _85 = _83 & _84;
    const bool _86 = _85 == 0u;
    const bool _87 = _83 <= 16u;
    const bool _88 = _86 && _87;
    const bool _89 = _82 < _83;
    const bool _90 = _88 && _89;
    const uint _91 = _83 - 1u;
    const uint _92 = _91 + _82;
    const uint _93 = _90 ? _92 : 0u;
    const float2 _95 = uprism_sample_positions[_93];
    const float2 _96 = _90 ? _95 : float2(0.0f);
    const float2 _97 = _76 + _96;
    const uint _101 = _17 + 2u;
    const float _102 = float(_101);
    const float4 _103 = float4(_102);
    const float4 _104 = _47 / _103;
    const float _107 = float(_13);
    const float _109 = float(_15);
    const float4 _110 = float4(_59, _107, _109, 0.0f);
    const float4 _111 = _104 + _110;
    const float4 _113 = _97.xyxy;
    const float4 _114 = _111 + _113;
    out.out_SV_Target = _114;
    const main_out _129 = out;
    return _129;
}

