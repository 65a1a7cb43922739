#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

struct SparseTexel
{
    uint code;
    float4 texel;
};

fragment PSMain_out PSMain(
    texture2d<float> Tex [[texture(0)]],
    sampler Point [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    int cond;
    PSMain_out out;
    const float2 _5 = gl_FragCoord.xy;
    const float2 _6 = _5 / float2(4.0f, 4.0f);
    const float _10 = gl_FragCoord.y;
    const uint _11 = uint(_10);
    const uint _12 = _11 * 4u;
    const float _14 = gl_FragCoord.x;
    const uint _15 = uint(_14);
    const uint _16 = _12 + _15;
    const float4 _23 = Tex.sample(Point, _6, bias(0.0f), min_lod_clamp(1.0f), int2(0, 0));
    const SparseTexel _29 = SparseTexel{0u, Tex.sample(Point, _6, bias(1.0f), min_lod_clamp(2.0f), int2(0, 0))};
    const uint _30 = _29.code;
    const float4 _31 = _29.texel;
    const bool _32 = true;
    const uint _33 = _32 ? 0u : 1u;
    const uint _37 = _16 * 3u;
    const uint _38 = _37 + 0u;
    Out[_38] = _23;
    const uint _43 = _16 * 3u;
    const uint _44 = _43 + 1u;
    Out[_44] = _31;
    const uint _49 = _16 * 3u;
    const uint _50 = _49 + 2u;
    const bool _53 = _33 == 0u;
    if (_53)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _58 = float(cond0);
    const float4 _59 = float4(_58);
    Out[_50] = _59;
    out.out_SV_Target = _23;
    const PSMain_out _71 = out;
    return _71;
}

