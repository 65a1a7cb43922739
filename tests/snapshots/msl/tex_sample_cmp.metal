#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float3 in_TEXCOORD0 [[user(locn0)]];
    float4 in_TEXCOORD1 [[user(locn1)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    depth2d<float> Shadow [[texture(0)]],
    depth2d_array<float> Cascades [[texture(1)]],
    depthcube<float> PointShadow [[texture(2)]],
    depthcube_array<float> PointShadows [[texture(3)]],
    sampler Cmp [[sampler(0)]])
{
    main_out out;
    const float2 _11 = in.in_TEXCOORD1.xy;
    const float _13 = in.in_TEXCOORD1.w;
    const float2 _14 = float2(_13);
    const float2 _15 = _11 / _14;
    const float _19 = in.in_TEXCOORD1.z;
    const float _21 = in.in_TEXCOORD1.w;
    const float _22 = _19 / _21;
    const float _29 = Shadow.sample_compare(Cmp, _15, _22);
    const float _35 = Shadow.sample_compare(Cmp, _15, _22, int2(1, 0));
    const float _37 = _29 + _35;
    const float _43 = Shadow.sample_compare(Cmp, _15, _22, level(0.0f));
    const float _45 = _37 + _43;
    const float _51 = Shadow.sample_compare(Cmp, _15, _22, level(0.0f), int2((-1), 1));
    const float _53 = _45 + _51;
    const float3 _58 = float3(_15, 2.0f);
    const float _60 = Cascades.sample_compare(Cmp, _58.xy, uint(rint(_58.z)), _22);
    const float _62 = _53 + _60;
    const float3 _67 = float3(_15, 1.0f);
    const float _69 = Cascades.sample_compare(Cmp, _67.xy, uint(rint(_67.z)), _22, level(0.0f), int2(0, (-1)));
    const float _71 = _62 + _69;
    const float _77 = PointShadow.sample_compare(Cmp, in.in_TEXCOORD0, _22);
    const float _79 = _71 + _77;
    const float _85 = PointShadow.sample_compare(Cmp, in.in_TEXCOORD0, _22, level(0.0f));
    const float _87 = _79 + _85;
    const float4 _92 = float4(in.in_TEXCOORD0, 1.0f);
    const float _94 = PointShadows.sample_compare(Cmp, _92.xyz, uint(rint(_92.w)), _22);
    const float _96 = _87 + _94;
    const float4 _101 = float4(in.in_TEXCOORD0, 0.0f);
    const float _103 = PointShadows.sample_compare(Cmp, _101.xyz, uint(rint(_101.w)), _22, level(0.0f));
    const float _105 = _96 + _103;
    const float3 _108 = float3(_105);
    const float3 _109 = _108 / float3(10.0f, 10.0f, 10.0f);
    const float4 _110 = float4(_109, 1.0f);
    out.out_SV_Target = _110;
    const main_out _115 = out;
    return _115;
}

