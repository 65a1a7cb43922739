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
    texture2d<float> Height [[texture(0)]],
    sampler Smp [[sampler(0)]])
{
    float2x2 dm;
    float cond;
    main_out out;
    const float4 _13 = Height.sample(Smp, in.in_TEXCOORD0);
    const float _14 = _13.x;
    const float3 _18 = dfdx(in.in_TEXCOORD1);
    const float3 _20 = dfdy(in.in_TEXCOORD1);
    const float3 _21 = cross(_18, _20);
    const float3 _22 = normalize(_21);
    const float _26 = dfdx(_14);
    const float _28 = dfdy(_14);
    const float2 _29 = float2(_26, _28);
    const float _31 = dfdx(_14);
    const float _33 = dfdy(_14);
    const float2 _34 = float2(_31, _33);
    const float2 _35 = _29 + _34;
    const float _41 = in.in_TEXCOORD1.z;
    const float4 _42 = float4(in.in_TEXCOORD0, _14, _41);
    const float4 _43 = fwidth(_42);
    const float2 _48 = in.in_TEXCOORD0.yx;
    const float2x2 _49 = float2x2(in.in_TEXCOORD0, _48);
    const float2 _53 = _49[0];
    const float2 _54 = dfdx(_53);
    const float2 _55 = _49[1];
    const float2 _56 = dfdx(_55);
    const float2x2 _57 = float2x2(_54, _56);
    const float2 _59 = _49[0];
    const float2 _60 = dfdy(_59);
    const float2 _61 = _49[1];
    const float2 _62 = dfdy(_61);
    const float2x2 _63 = float2x2(_60, _62);
    const float2 _64 = _63[0];
    const float2 _65 = _57[0];
    const float2 _66 = _65 + _64;
    const float2 _67 = _63[1];
    const float2 _68 = _57[1];
    const float2 _69 = _68 + _67;
    const float2x2 _70 = float2x2(_66, _69);
    dm = _70;
    const float _74 = fwidth(_14);
    const bool _75 = _74 > 0.00999999978f;
    if (_75)
    {
        cond = 1.0f;
    }
    else
    {
        cond = 0.0f;
    }
    const float cond0 = cond;
    const float3 _84 = float3(_35, cond0);
    const float3 _85 = _22 + _84;
    const float _87 = _43.x;
    const float _89 = _43.y;
    const float _90 = _87 + _89;
    const float _92 = _43.z;
    const float _93 = _90 + _92;
    const float _95 = _43.w;
    const float _96 = _93 + _95;
    const float _99 = dm[0].x;
    const float _100 = _96 + _99;
    const float _103 = dm[1].y;
    const float _104 = _100 + _103;
    const float4 _105 = float4(_85, _104);
    out.out_SV_Target = _105;
    const main_out _115 = out;
    return _115;
}

