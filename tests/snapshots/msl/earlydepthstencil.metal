#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

[[early_fragment_tests]] fragment main_out main0(
    device atomic_uint* Visible [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float _4 = gl_FragCoord.y;
    const uint _5 = uint(_4);
    const uint _7 = atomic_fetch_add_explicit(&Visible[_5], 1u, memory_order_relaxed);
    const float2 _9 = gl_FragCoord.xy;
    const float4 _10 = float4(_9, 0.0f, 1.0f);
    out.out_SV_Target = _10;
    const main_out _15 = out;
    return _15;
}

