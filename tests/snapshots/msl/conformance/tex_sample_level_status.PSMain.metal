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
    const SparseTexel _23 = SparseTexel{0u, Tex.sample(Point, _6, level(1.0f), int2(1, 0))};
    const uint _24 = _23.code;
    const float4 _25 = _23.texel;
    const bool _26 = true;
    const uint _27 = _26 ? 0u : 1u;
    const uint _31 = _16 * 2u;
    const uint _32 = _31 + 0u;
    Out[_32] = _25;
    const uint _37 = _16 * 2u;
    const uint _38 = _37 + 1u;
    const bool _41 = _27 == 0u;
    if (_41)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _46 = float(cond0);
    const float4 _47 = float4(_46);
    Out[_38] = _47;
    out.out_SV_Target = _25;
    const PSMain_out _59 = out;
    return _59;
}

