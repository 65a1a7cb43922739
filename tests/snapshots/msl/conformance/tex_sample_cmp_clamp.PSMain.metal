#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

struct SparseTexel
{
    uint code;
    float texel;
};

fragment PSMain_out PSMain(
    depth2d<float> Shadow [[texture(0)]],
    sampler Less [[sampler(0)]],
    sampler GreaterEqual [[sampler(1)]],
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
    const float _21 = gl_FragCoord.x;
    const float _22 = floor(_21);
    const float _24 = gl_FragCoord.y;
    const float _25 = floor(_24);
    const float _26 = 4.0f * _25;
    const float _27 = _22 + _26;
    const float _28 = _27 + 0.5f;
    const float _29 = _28 / 16.0f;
    const float _37 = _29 - 0.03125f;
    const float _38 = Shadow.sample_compare(Less, _6, _37, min_lod_clamp(0.0f), int2(0, 0));
    const SparseTexel _45 = SparseTexel{0u, Shadow.sample_compare(GreaterEqual, _6, _29, min_lod_clamp(0.0f), int2(0, 1))};
    const uint _46 = _45.code;
    const float _47 = _45.texel;
    const bool _48 = true;
    const uint _49 = _48 ? 0u : 1u;
    const bool _57 = _49 == 0u;
    if (_57)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _62 = float(cond0);
    const float4 _63 = float4(_38, _47, _62, 0.0f);
    Out[_16] = _63;
    const float4 _67 = float4(_38, _47, 0.0f, 0.0f);
    out.out_SV_Target = _67;
    const PSMain_out _77 = out;
    return _77;
}

