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
    const float _24 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2, bias((-1.0f)), min_lod_clamp(2.0f), int2(1, 0));
    const float _26 = _17 + _24;
    const float2 _33 = dfdx(in.in_TEXCOORD0);
    const float2 _35 = dfdy(in.in_TEXCOORD0);
    const float _36 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2, gradient2d(_33, _35));
    const float _38 = _26 + _36;
    const float2 _45 = dfdx(in.in_TEXCOORD0);
    const float2 _47 = dfdy(in.in_TEXCOORD0);
    const float _48 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2, gradient2d(_45, _47), int2(0, (-1)));
    const float _50 = _38 + _48;
    const float _56 = Omni.sample_compare(Cmp, in.in_TEXCOORD1, in.in_TEXCOORD2, bias(1.0f));
    const float _58 = _50 + _56;
    const float3 _65 = dfdx(in.in_TEXCOORD1);
    const float3 _67 = dfdy(in.in_TEXCOORD1);
    const float _68 = Omni.sample_compare(Cmp, in.in_TEXCOORD1, in.in_TEXCOORD2, gradientcube(_65, _67), min_lod_clamp(1.0f));
    const float _70 = _58 + _68;
    const float4 _73 = float4(_70);
    out.out_SV_Target = _73;
    const main_out _78 = out;
    return _78;
}

