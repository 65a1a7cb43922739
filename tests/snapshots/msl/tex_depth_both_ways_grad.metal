#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float in_TEXCOORD1 [[user(locn1)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    depth2d<float> Depth [[texture(0)]],
    sampler Cmp [[sampler(0)]],
    sampler Lin [[sampler(1)]])
{
    main_out out;
    const float _14 = Depth.sample_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD1);
    const float4 _18 = float4(Depth.sample(Lin, in.in_TEXCOORD0, bias(1.0f)), 0.0, 0.0, 1.0);
    const float _19 = _18.x;
    const float _20 = _14 + _19;
    const float2 _26 = dfdx(in.in_TEXCOORD0);
    const float2 _28 = dfdy(in.in_TEXCOORD0);
    const float4 _29 = float4(Depth.sample(Lin, in.in_TEXCOORD0, gradient2d(_26, _28)), 0.0, 0.0, 1.0);
    const float _30 = _29.x;
    const float _32 = _20 + _30;
    const float4 _37 = float4(0.0);
    const float _38 = _37.y;
    const float _40 = _32 + _38;
    const float4 _43 = float4(_40);
    out.out_SV_Target = _43;
    const main_out _48 = out;
    return _48;
}

