#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float gl_FragDepth [[depth(less)]];
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float _5 = gl_FragCoord.z;
    const float _6 = _5 * 0.5f;
    const float _9 = gl_FragCoord.z;
    const float4 _10 = float4(_9, 0.0f, 0.0f, 1.0f);
    out.gl_FragDepth = _6;
    out.out_SV_Target = _10;
    const main_out _18 = out;
    return _18;
}

