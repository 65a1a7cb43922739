// entry cs
#include <metal_stdlib>
using namespace metal;

kernel void cs(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const float _9 = Out[_7];
    const float _10 = _9 * 3.0f;
    const float _11 = _10 + 1.0f;
    Out[_4] = _11;
    return;
}

// entry ps
#include <metal_stdlib>
using namespace metal;

struct ps_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment ps_out ps(
    float4 gl_FragCoord [[position]])
{
    ps_out out;
    const float4 _4 = gl_FragCoord * float4(0.5f, 0.5f, 0.5f, 0.5f);
    const float4 _5 = _4 + float4(0.25f, 0.25f, 0.25f, 0.25f);
    out.out_SV_Target = _5;
    const ps_out _10 = out;
    return _10;
}

