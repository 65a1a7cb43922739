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
    const float4 _23 = Tex.sample(Point, _6, min_lod_clamp(1.0f), int2(0, 0));
    const SparseTexel _29 = SparseTexel{0u, Tex.sample(Point, _6, min_lod_clamp(2.0f), int2(1, 0))};
    const uint _30 = _29.code;
    const float4 _31 = _29.texel;
    const bool _32 = true;
    const uint _33 = _32 ? 0u : 1u;
    const float4 _40 = Tex.sample(Point, _6, min_lod_clamp(0.0f), int2(0, 1));
    const uint _43 = _16 * 4u;
    const uint _44 = _43 + 0u;
    Out[_44] = _23;
    const uint _49 = _16 * 4u;
    const uint _50 = _49 + 1u;
    Out[_50] = _31;
    const uint _55 = _16 * 4u;
    const uint _56 = _55 + 2u;
    Out[_56] = _40;
    const uint _61 = _16 * 4u;
    const uint _62 = _61 + 3u;
    const bool _65 = _33 == 0u;
    if (_65)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _70 = float(cond0);
    const float4 _71 = float4(_70);
    Out[_62] = _71;
    out.out_SV_Target = _23;
    const PSMain_out _83 = out;
    return _83;
}

