#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float3 in_TEXCOORD1 [[user(locn1)]];
    float in_TEXCOORD2 [[user(locn2)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    depth2d<float> Shadow [[texture(0)]],
    depthcube<float> Omni [[texture(1)]],
    sampler Cmp [[sampler(0)]])
{
    main_out out;
    const float _17 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2, bias(0.5f));
    const float _23 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2, bias((-1.0f)), min_lod_clamp(2.0f), int2(1, 0));
    const float _25 = _17 + _23;
    const float2 _32 = dfdx(in.in_TEXCOORD0);
    const float2 _34 = dfdy(in.in_TEXCOORD0);
    const float _35 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2, gradient2d(_32, _34));
    const float _37 = _25 + _35;
    const float2 _44 = dfdx(in.in_TEXCOORD0);
    const float2 _46 = dfdy(in.in_TEXCOORD0);
    const float _47 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2, gradient2d(_44, _46), int2(0, (-1)));
    const float _49 = _37 + _47;
    const float _55 = Omni.sample_compare(Cmp, in.in_TEXCOORD1, in.in_TEXCOORD2, bias(1.0f));
    const float _57 = _49 + _55;
    const float3 _64 = dfdx(in.in_TEXCOORD1);
    const float3 _66 = dfdy(in.in_TEXCOORD1);
    const float _67 = Omni.sample_compare(Cmp, in.in_TEXCOORD1, in.in_TEXCOORD2, gradientcube(_64, _66), min_lod_clamp(1.0f));
    const float _69 = _57 + _67;
    const float4 _72 = float4(_69);
    out.out_SV_Target = _72;
    const main_out _77 = out;
    return _77;
}

