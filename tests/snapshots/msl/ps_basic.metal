#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float3 in_NORMAL [[user(locn1), center_no_perspective]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct type_Material
{
    float4 base;
};

fragment main_out main0(
    main_in in [[stage_in]],
    constant type_Material& Material [[buffer(0)]],
    float4 gl_FragCoord [[position]],
    bool gl_FrontFacing [[front_facing]])
{
    float cond;
    main_out out;
    if (gl_FrontFacing)
    {
        const float _16 = dot(in.in_NORMAL, float3(0.0f, 0.0f, 1.0f));
        cond = _16;
    }
    else
    {
        cond = 0.25f;
    }
    const float cond0 = cond;
    const float2 _23 = float2(cond0);
    const float2 _24 = in.in_TEXCOORD0 * _23;
    const float _26 = gl_FragCoord.z;
    const float4 _27 = float4(_24, _26, 1.0f);
    const float4 _29 = Material.base;
    const float4 _30 = _27 * _29;
    out.out_SV_Target = _30;
    const main_out _40 = out;
    return _40;
}

