#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float in_TEXCOORD1 [[user(locn1)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

void cut(float2 uv)
{
    const float2 _4 = uv - float2(0.125f, 0.125f);
    const bool2 _5 = _4 < float2(0.0f, 0.0f);
    const bool _6 = bool(any(_5));
    if (_6)
    {
        discard_fragment();
    }
    return;
}

fragment main_out main0(
    main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float _10 = in.in_TEXCOORD1 - 0.5f;
    const bool _11 = _10 < 0.0f;
    if (_11)
    {
        discard_fragment();
    }
    cut(in.in_TEXCOORD0);
    const float _16 = gl_FragCoord.x;
    const bool _17 = _16 > 100.0f;
    if (_17)
    {
        discard_fragment();
    }
    const float4 _21 = float4(in.in_TEXCOORD0, in.in_TEXCOORD1, 1.0f);
    out.out_SV_Target = _21;
    const main_out _26 = out;
    return _26;
}

