#include <metal_stdlib>
using namespace metal;

struct main_in
{
    uint in_TEXCOORD3 [[user(locn0), flat]];
};

struct main_out
{
    float4 out_SV_Target0 [[color(0)]];
};

struct type_Tint
{
    float4 tint;
};

fragment main_out main0(
    main_in in [[stage_in]],
    const device float4* Colors [[buffer(0)]],
    const device uint* Raw [[buffer(1)]],
    constant type_Tint& Tint [[buffer(2)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float4 _8 = Colors[in.in_TEXCOORD3];
    const float4 _10 = Tint.tint;
    const float4 _11 = _8 * _10;
    const uint _14 = Raw[0u];
    const float _15 = as_type<float>(_14);
    const float4 _16 = float4(_15);
    const float4 _17 = _11 + _16;
    const float4 _19 = _17 + gl_FragCoord;
    out.out_SV_Target0 = _19;
    const main_out _24 = out;
    return _24;
}

