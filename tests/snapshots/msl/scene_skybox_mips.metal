#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float3 in_TEXCOORD0 [[user(locn0)]];
    float2 in_TEXCOORD1 [[user(locn1)]];
    float in_TEXCOORD2 [[user(locn2)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float> Detail [[texture(0)]],
    texturecube<float> Sky [[texture(1)]],
    sampler Trilinear [[sampler(0)]])
{
    main_out out;
    const uint _21 = Sky.get_num_mip_levels();
    const float4 _27 = Sky.sample(Trilinear, in.in_TEXCOORD0, level(0.0f));
    const uint _35 = _21 - 1u;
    const float _36 = float(_35);
    const float _37 = in.in_TEXCOORD2 * _36;
    const float4 _38 = Sky.sample(Trilinear, in.in_TEXCOORD0, level(_37));
    const float4 _44 = Detail.sample(Trilinear, in.in_TEXCOORD1);
    const uint2 _49 = uint2(Detail.get_width(0u), Detail.get_height(0u));
    const uint _50 = _49.x;
    const uint _52 = _49.y;
    const float _57 = float(_50);
    const float _59 = float(_52);
    const float2 _60 = float2(_57, _59);
    const float2 _61 = in.in_TEXCOORD1 * _60;
    const float2 _65 = dfdx(_61);
    const float2 _67 = dfdx(_61);
    const float _68 = dot(_65, _67);
    const float2 _70 = dfdy(_61);
    const float2 _72 = dfdy(_61);
    const float _73 = dot(_70, _72);
    const float _74 = max(_68, _73);
    const float _75 = log2(_74);
    const float _76 = 0.5f * _75;
    const float4 _83 = Detail.sample(Trilinear, in.in_TEXCOORD1, level(_76));
    const float4 _86 = _27 * float4(0.5f, 0.5f, 0.5f, 0.5f);
    const float4 _88 = _38 * float4(0.25f, 0.25f, 0.25f, 0.25f);
    const float4 _89 = _86 + _88;
    const float4 _92 = _44 + _83;
    const float4 _93 = _92 * float4(0.125f, 0.125f, 0.125f, 0.125f);
    const float4 _94 = _89 + _93;
    out.out_SV_Target = _94;
    const main_out _99 = out;
    return _99;
}

