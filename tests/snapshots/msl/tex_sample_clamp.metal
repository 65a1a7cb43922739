#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float3 in_TEXCOORD1 [[user(locn1)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float> Tex [[texture(0)]],
    texturecube<float> Sky [[texture(1)]],
    sampler Smp [[sampler(0)]])
{
    main_out out;
    const float4 _13 = Tex.sample(Smp, in.in_TEXCOORD0, min_lod_clamp(2.0f), int2(0, 0));
    const float4 _18 = Tex.sample(Smp, in.in_TEXCOORD0, bias(0.5f), min_lod_clamp(1.0f), int2(1, 0));
    const float4 _20 = _13 + _18;
    const float2 _26 = dfdx(in.in_TEXCOORD0);
    const float2 _28 = dfdy(in.in_TEXCOORD0);
    const float4 _29 = Tex.sample(Smp, in.in_TEXCOORD0, gradient2d(_26, _28), min_lod_clamp(3.0f), int2(0, 1));
    const float4 _31 = _20 + _29;
    const float4 _36 = Sky.sample(Smp, in.in_TEXCOORD1, min_lod_clamp(1.0f));
    const float4 _38 = _31 + _36;
    const float4 _43 = Sky.sample(Smp, in.in_TEXCOORD1, bias(0.5f), min_lod_clamp(2.0f));
    const float4 _45 = _38 + _43;
    const float3 _51 = dfdx(in.in_TEXCOORD1);
    const float3 _53 = dfdy(in.in_TEXCOORD1);
    const float4 _54 = Sky.sample(Smp, in.in_TEXCOORD1, gradientcube(_51, _53), min_lod_clamp(0.5f));
    const float4 _56 = _45 + _54;
    out.out_SV_Target = _56;
    const main_out _63 = out;
    return _63;
}

