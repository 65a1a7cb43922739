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
    const SparseTexel _35 = SparseTexel{0u, Shadow.sample_compare(Less, _6, 0.5f, level(0.0f), int2(0, 0))};
    const float _37 = _35.texel;
    const SparseTexel _47 = SparseTexel{0u, Shadow.sample_compare(GreaterEqual, _6, _29, level(0.0f), int2(1, 0))};
    const float _49 = _47.texel;
    const SparseTexel _59 = SparseTexel{0u, Shadow.sample_compare(GreaterEqual, _6, _29, level(0.0f), int2(0, 0))};
    const uint _60 = _59.code;
    const float _61 = _59.texel;
    const bool _62 = true;
    const uint _63 = _62 ? 0u : 1u;
    const bool _72 = _63 == 0u;
    if (_72)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _77 = float(cond0);
    const float4 _78 = float4(_37, _49, _61, _77);
    Out[_16] = _78;
    const float4 _83 = float4(_37, _49, _61, 1.0f);
    out.out_SV_Target = _83;
    const PSMain_out _93 = out;
    return _93;
}

