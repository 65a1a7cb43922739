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
    const float _36 = _29 - 0.03125f;
    const float _37 = Shadow.sample_compare(Less, _6, _36, min_lod_clamp(0.0f), int2(0, 0));
    const SparseTexel _44 = SparseTexel{0u, Shadow.sample_compare(GreaterEqual, _6, _29, min_lod_clamp(0.0f), int2(0, 1))};
    const uint _45 = _44.code;
    const float _46 = _44.texel;
    const bool _47 = true;
    const uint _48 = _47 ? 0u : 1u;
    const bool _56 = _48 == 0u;
    if (_56)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _61 = float(cond0);
    const float4 _62 = float4(_37, _46, _61, 0.0f);
    Out[_16] = _62;
    const float4 _66 = float4(_37, _46, 0.0f, 0.0f);
    out.out_SV_Target = _66;
    const PSMain_out _76 = out;
    return _76;
}

