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
    depth2d_array<float> Cascades [[texture(1)]],
    depthcube<float> Omni [[texture(2)]],
    sampler Cmp [[sampler(0)]])
{
    main_out out;
    const float4 _17 = Shadow.gather_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2);
    const float4 _23 = Shadow.gather_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2, int2(1, 0));
    const float4 _25 = _17 + _23;
    const float4 _31 = Shadow.gather_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2, int2(0, 1));
    const float4 _33 = _25 + _31;
    const float3 _38 = float3(in.in_TEXCOORD0, 3.0f);
    const float4 _40 = Cascades.gather_compare(Cmp, _38.xy, uint(rint(_38.z)), in.in_TEXCOORD2);
    const float4 _42 = _33 + _40;
    const float3 _47 = float3(in.in_TEXCOORD0, 0.0f);
    const float4 _49 = Cascades.gather_compare(Cmp, _47.xy, uint(rint(_47.z)), in.in_TEXCOORD2, int2((-1), 0));
    const float4 _51 = _42 + _49;
    const float4 _57 = Omni.gather_compare(Cmp, in.in_TEXCOORD1, in.in_TEXCOORD2);
    const float4 _59 = _51 + _57;
    const float4 _65 = Omni.gather_compare(Cmp, in.in_TEXCOORD1, in.in_TEXCOORD2);
    const float4 _67 = _59 + _65;
    const float4 _70 = _67 / float4(7.0f, 7.0f, 7.0f, 7.0f);
    out.out_SV_Target = _70;
    const main_out _75 = out;
    return _75;
}

