// prism -T ps_6_0 --target msl: GetRenderTargetSampleCount() and
// GetRenderTargetSamplePosition(i) as get_num_samples() and
// get_sample_position(i) - 0.5 (D3D counts from the pixel centre).
#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    uint gl_SampleID [[sample_id]])
{
    main_out out;
    const uint _7 = get_num_samples();
    const int _11 = int(gl_SampleID);
    const float2 _12 = (get_sample_position(uint(_11)) - 0.5);
    const float _16 = float(_7);
    const float4 _17 = float4(_12, _16, 1.0f);
    out.out_SV_Target = _17;
    const main_out _22 = out;
    return _22;
}

