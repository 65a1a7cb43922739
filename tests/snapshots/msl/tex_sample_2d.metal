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
    const float4 _23 = Albedo.sample(Linear, in.in_TEXCOORD0, bias((-0.5f)));
    const float4 _25 = _17 + _23;
    const float4 _30 = Albedo.sample(Linear, in.in_TEXCOORD0, bias(1.0f), int2((-8), 7));
    const float4 _32 = _25 + _30;
    const float4 _37 = Albedo.sample(Linear, in.in_TEXCOORD0, level(3.0f));
    const float4 _39 = _32 + _37;
    const float4 _44 = Albedo.sample(Linear, in.in_TEXCOORD0, level(0.5f), int2(2, 0));
    const float4 _46 = _39 + _44;
    const float2 _52 = dfdx(in.in_TEXCOORD0);
    const float2 _53 = _52 * float2(2.0f, 2.0f);
    const float2 _55 = dfdy(in.in_TEXCOORD0);
    const float2 _56 = _55 * float2(2.0f, 2.0f);
    const float4 _57 = Albedo.sample(Linear, in.in_TEXCOORD0, gradient2d(_53, _56));
    const float4 _59 = _46 + _57;
    const float4 _64 = Albedo.sample(Linear, in.in_TEXCOORD0, gradient2d(float2(0.00999999978f, 0.0f), float2(0.0f, 0.00999999978f)), int2(0, 3));
    const float4 _66 = _59 + _64;
    const float4 _72 = Normals.sample(Linear, in.in_TEXCOORD0);
    const float2 _73 = _72.xy;
    const float2 _74 = _73 * float2(2.0f, 2.0f);
    const float2 _75 = _74 - float2(1.0f, 1.0f);
    const float4 _81 = Rough.sample(Linear, in.in_TEXCOORD0);
    const float _82 = _81.y;
    const float4 _88 = Height.sample(Linear, in.in_TEXCOORD0, level(0.0f));
    const float _89 = _88.x;
    const float4 _92 = _66 * float4(0.125f, 0.125f, 0.125f, 0.125f);
    const float4 _96 = float4(_75, _82, _89);
    const float4 _97 = _92 + _96;
    out.out_SV_Target = _97;
    const main_out _102 = out;
    return _102;
}

