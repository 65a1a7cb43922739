#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    depth2d<float> Shadow [[texture(0)]],
    sampler Less [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    float cond;
    PSMain_out out;
    const float2 _5 = gl_FragCoord.xy;
    const float2 _6 = _5 / float2(4.0f, 4.0f);
    const float _10 = gl_FragCoord.y;
    const uint _11 = uint(_10);
    const uint _12 = _11 * 4u;
    const float _14 = gl_FragCoord.x;
    const uint _15 = uint(_14);
    const uint _16 = _12 + _15;
    const float _20 = gl_FragCoord.x;
    const bool _21 = _20 >= 2.0f;
    if (_21)
    {
        cond = 1.0f;
    }
    else
    {
        cond = 0.0f;
    }
    const float cond0 = cond;
    const float _31 = Shadow.sample_compare(Less, _6, 0.25f, level(0.0f));
    const float _37 = Shadow.sample_compare(Less, _6, 0.25f, level(1.0f));
    const float _44 = Shadow.sample_compare(Less, _6, 0.25f, level(cond0));
    const float _50 = Shadow.sample_compare(Less, _6, 0.150000006f, level(1.0f), int2(1, 0));
    const float _56 = Shadow.sample_compare(Less, _6, 0.150000006f, level(1.0f));
    const uint _59 = _16 * 2u;
    const uint _60 = _59 + 0u;
    const float4 _66 = float4(_31, _37, _44, _50);
    Out[_60] = _66;
    const uint _69 = _16 * 2u;
    const uint _70 = _69 + 1u;
    const float4 _73 = float4(_56, 0.0f, 0.0f, 0.0f);
    Out[_70] = _73;
    const float4 _78 = float4(_31, _37, _44, 1.0f);
    out.out_SV_Target = _78;
    const PSMain_out _88 = out;
    return _88;
}

