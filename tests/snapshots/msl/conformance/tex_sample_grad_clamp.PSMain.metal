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
    const float4 _23 = Tex.sample(Point, _6, gradient2d(float2(0.25f, 0.0f), float2(0.0f, 0.25f)), min_lod_clamp(1.0f), int2(0, 0));
    const SparseTexel _29 = SparseTexel{0u, Tex.sample(Point, _6, gradient2d(float2(0.25f, 0.0f), float2(0.0f, 0.25f)), min_lod_clamp(2.0f), int2(1, 0))};
    const uint _30 = _29.code;
    const float4 _31 = _29.texel;
    const uint _35 = _16 * 3u;
    const uint _36 = _35 + 0u;
    Out[_36] = _23;
    const uint _41 = _16 * 3u;
    const uint _42 = _41 + 1u;
    Out[_42] = _31;
    const uint _47 = _16 * 3u;
    const uint _48 = _47 + 2u;
    const bool _51 = true;
    if (_51)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _56 = float(cond0);
    const float4 _57 = float4(_56);
    Out[_48] = _57;
    out.out_SV_Target = _23;
    const PSMain_out _69 = out;
    return _69;
}

