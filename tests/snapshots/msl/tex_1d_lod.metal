#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float in_TEXCOORD0 [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture1d<float> Ramp [[texture(0)]],
    sampler Smp [[sampler(0)]])
{
    main_out out;
    const float _10 = 0.0f;
    const float4 _15 = Ramp.sample(Smp, in.in_TEXCOORD0);
    const float _17 = 1.0f + _10;
    const float4 _18 = float4(_17);
    const float4 _19 = _15 * _18;
    out.out_SV_Target = _19;
    const main_out _24 = out;
    return _24;
}

