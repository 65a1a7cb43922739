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
    texture2d<float> Tex [[texture(0)]],
    texture2d<float> Tex2 [[texture(1)]],
    sampler Smp [[sampler(0)]])
{
    main_out out;
    const uint2 _14 = uint2(Tex2.get_width(0u), Tex2.get_height(0u));
    const uint _15 = _14.x;
    const uint _17 = _14.y;
    const float4 _44 = Tex.sample(Smp, in.in_TEXCOORD0);
    const float4 _57 = Tex.sample(Smp, in.in_TEXCOORD0);
    const float4 _23 = _44 + _57;
    const float _25 = float(_15);
    const float _27 = float(_17);
    const float4 _28 = float4(_25, _27, 0.0f, 0.0f);
    const float4 _29 = _23 + _28;
    out.out_SV_Target = _29;
    const main_out _70 = out;
    return _70;
}

