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
    texture2d<float> Albedo [[texture(0)]],
    texture2d<float> Detail [[texture(1)]],
    sampler Smp [[sampler(0)]])
{
    main_out out;
    const float4 _10 = Albedo.sample(Smp, in.in_TEXCOORD0);
    const float _13 = _10.w;
    const bool _14 = _13 < 0.5f;
    if (_14)
    {
        discard_fragment();
    }
    const float _17 = _10.x;
    const float _18 = _17 - 0.00999999978f;
    const bool _19 = _18 < 0.0f;
    if (_19)
    {
        discard_fragment();
    }
    const float2 _25 = in.in_TEXCOORD0 * float2(8.0f, 8.0f);
    const float4 _26 = Detail.sample(Smp, _25);
    const float4 _30 = _10 * _26;
    const float2 _32 = fwidth(in.in_TEXCOORD0);
    const float4 _33 = float4(_32, 0.0f, 0.0f);
    const float4 _34 = _30 + _33;
    out.out_SV_Target = _34;
    const main_out _39 = out;
    return _39;
}

