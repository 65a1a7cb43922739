#include <metal_stdlib>
using namespace metal;

struct Layer1PS_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment Layer1PS_out Layer1PS(
    float4 gl_FragCoord [[position]])
{
    Layer1PS_out out;
    const float2 _4 = gl_FragCoord.xy;
    const float2 _5 = floor(_4);
    const float4 _6 = float4(_5, 10.0f, 1.0f);
    out.out_SV_Target = _6;
    const Layer1PS_out _11 = out;
    return _11;
}

