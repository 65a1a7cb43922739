#include <metal_stdlib>
using namespace metal;

struct SamplesPS_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment SamplesPS_out SamplesPS(
    float4 gl_FragCoord [[position]],
    uint gl_SampleID [[sample_id]])
{
    SamplesPS_out out;
    const float2 _7 = gl_FragCoord.xy;
    const float2 _8 = floor(_7);
    const float _10 = float(gl_SampleID);
    const float4 _11 = float4(_8, _10, 1.0f);
    out.out_SV_Target = _11;
    const SamplesPS_out _16 = out;
    return _16;
}

