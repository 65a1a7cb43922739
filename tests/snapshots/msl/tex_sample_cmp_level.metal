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
    depthcube<float> Omni [[texture(1)]],
    sampler Cmp [[sampler(0)]])
{
    main_out out;
    const float _17 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2, level(0.0f));
    const float _23 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD2, level(2.0f), int2(1, 1));
    const float _25 = _17 + _23;
    const float _31 = Omni.sample_compare(Cmp, in.in_TEXCOORD1, in.in_TEXCOORD2, level(0.0f));
    const float _33 = _25 + _31;
    const float4 _36 = float4(_33);
    out.out_SV_Target = _36;
    const main_out _41 = out;
    return _41;
}

