#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target0 [[color(0)]];
    uint gl_SampleMask [[sample_mask]];
    float gl_FragDepth [[depth(greater)]];
    uint4 out_SV_Target3 [[color(3)]];
};

struct PSOut
{
    float4 color;
    uint mask;
    float depth;
    uint4 ids;
};

fragment main_out main0(
    float4 gl_FragCoord [[position]],
    uint gl_SampleMaskIn [[sample_mask]])
{
    PSOut o;
    main_out out;
    const float2 _9 = gl_FragCoord.xy;
    const float2 _10 = _9 * float2(0.125f, 0.125f);
    const float4 _11 = float4(_10, 0.0f, 1.0f);
    o.color = _11;
    const uint _15 = gl_SampleMaskIn & 5u;
    o.mask = _15;
    const float _19 = gl_FragCoord.z;
    const float _20 = _19 + 0.25f;
    const float _21 = clamp(_20, 0.0f, 1.0f);
    o.depth = _21;
    const float2 _25 = gl_FragCoord.xy;
    const uint2 _26 = uint2(_25);
    const uint4 _28 = uint4(_26, gl_SampleMaskIn, 7u);
    o.ids = _28;
    const PSOut _30 = o;
    const float4 _31 = _30.color;
    out.out_SV_Target0 = _31;
    const uint _33 = _30.mask;
    out.gl_SampleMask = _33;
    const float _35 = _30.depth;
    out.gl_FragDepth = _35;
    const uint4 _37 = _30.ids;
    out.out_SV_Target3 = _37;
    const main_out _45 = out;
    return _45;
}

