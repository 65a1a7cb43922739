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
    texture2d<float> Normals [[texture(1)]],
    texture2d<float> Rough [[texture(2)]],
    texture2d<float> Height [[texture(3)]],
    sampler Linear [[sampler(0)]])
{
    main_out out;
    const float4 _10 = Albedo.sample(Linear, in.in_TEXCOORD0);
    const float4 _15 = Albedo.sample(Linear, in.in_TEXCOORD0, int2(1, (-1)));
    const float4 _17 = _10 + _15;
    const float4 _22 = Albedo.sample(Linear, in.in_TEXCOORD0, bias((-0.5f)));
    const float4 _24 = _17 + _22;
    const float4 _29 = Albedo.sample(Linear, in.in_TEXCOORD0, bias(1.0f), int2((-8), 7));
    const float4 _31 = _24 + _29;
    const float4 _36 = Albedo.sample(Linear, in.in_TEXCOORD0, level(3.0f));
    const float4 _38 = _31 + _36;
    const float4 _43 = Albedo.sample(Linear, in.in_TEXCOORD0, level(0.5f), int2(2, 0));
    const float4 _45 = _38 + _43;
    const float2 _51 = dfdx(in.in_TEXCOORD0);
    const float2 _52 = _51 * float2(2.0f, 2.0f);
    const float2 _54 = dfdy(in.in_TEXCOORD0);
    const float2 _55 = _54 * float2(2.0f, 2.0f);
    const float4 _56 = Albedo.sample(Linear, in.in_TEXCOORD0, gradient2d(_52, _55));
    const float4 _58 = _45 + _56;
    const float4 _63 = Albedo.sample(Linear, in.in_TEXCOORD0, gradient2d(float2(0.00999999978f, 0.0f), float2(0.0f, 0.00999999978f)), int2(0, 3));
    const float4 _65 = _58 + _63;
    const float4 _71 = Normals.sample(Linear, in.in_TEXCOORD0);
    const float2 _72 = _71.xy;
    const float2 _73 = _72 * float2(2.0f, 2.0f);
    const float2 _74 = _73 - float2(1.0f, 1.0f);
    const float4 _80 = Rough.sample(Linear, in.in_TEXCOORD0);
    const float _81 = _80.y;
    const float4 _87 = Height.sample(Linear, in.in_TEXCOORD0, level(0.0f));
    const float _88 = _87.x;
    const float4 _91 = _65 * float4(0.125f, 0.125f, 0.125f, 0.125f);
    const float4 _95 = float4(_74, _81, _88);
    const float4 _96 = _91 + _95;
    out.out_SV_Target = _96;
    const main_out _101 = out;
    return _101;
}

