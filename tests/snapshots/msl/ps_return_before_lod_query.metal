#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float> Tex [[texture(0)]],
    sampler Smp [[sampler(0)]],
    float4 gl_FragCoord [[position]])
{
    bool returned;
    float lod;
    float4 value;
    main_out out;
    const float _7 = gl_FragCoord.x;
    const bool _8 = _7 < 4.0f;
    if (_8)
    {
        out.out_SV_Target = float4(1.0f, 1.0f, 1.0f, 1.0f);
        returned = true;
    }
    else
    {
        returned = false;
    }
    const bool returned0 = returned;
    const float2 _15 = in.in_TEXCOORD0 * float2(4.0f, 4.0f);
    const float _16 = Tex.calculate_clamped_lod(Smp, _15);
    const bool _35 = !returned0;
    if (_35)
    {
        lod = _16;
    }
    else
    {
        lod = 0.0f;
    }
    const float lod0 = lod;
    const bool _37 = !returned0;
    if (_37)
    {
        const float4 _22 = Tex.sample(Smp, in.in_TEXCOORD0, level(lod0));
        value = _22;
    }
    else
    {
        value = float4(0.0f);
    }
    const float4 value0 = value;
    const float _26 = Tex.calculate_unclamped_lod(Smp, in.in_TEXCOORD0);
    const bool _42 = !returned0;
    if (_42)
    {
        const float4 _27 = float4(_26);
        const float4 _28 = value0 + _27;
        out.out_SV_Target = _28;
    }
    const main_out _61 = out;
    return _61;
}

