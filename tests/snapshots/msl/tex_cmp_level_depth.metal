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
    depth2d<float> Shadow [[texture(0)]],
    sampler Cmp [[sampler(0)]],
    sampler Point [[sampler(1)]])
{
    main_out out;
    const float _13 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, 0.5f, level(0.0f));
    const float4 _17 = float4(Shadow.sample(Point, in.in_TEXCOORD0, level(2.0f)), 0.0, 0.0, 1.0);
    const float _18 = _17.x;
    const float _19 = _13 + _18;
    const float4 _25 = float4(Shadow.sample(Point, in.in_TEXCOORD0, level(in.in_TEXCOORD1)), 0.0, 0.0, 1.0);
    const float _26 = _25.x;
    const float _28 = _19 + _26;
    const float4 _31 = float4(_28);
    out.out_SV_Target = _31;
    const main_out _36 = out;
    return _36;
}

