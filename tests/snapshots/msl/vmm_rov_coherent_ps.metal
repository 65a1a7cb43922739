#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float4 in_COLOR [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float, access::read_write> Accum [[texture(0), raster_order_group(0)]],
    device uint* Counts [[buffer(0), raster_order_group(0)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float2 _8 = gl_FragCoord.xy;
    const uint2 _9 = uint2(_8);
    const float4 _14 = Accum.read(uint2(_9));
    const float _20 = in.in_COLOR.w;
    const float4 _21 = float4(_20);
    const float4 _22 = mix(_14, in.in_COLOR, _21);
    Accum.write(_22, uint2(_9));
    const uint _26 = _9.x;
    const uint _28 = _9.y;
    const uint _29 = _28 * 64u;
    const uint _30 = _26 + _29;
    const uint _32 = Counts[_30];
    const uint _33 = _32 + 1u;
    Counts[_30] = _33;
    out.out_SV_Target = _14;
    const main_out _40 = out;
    return _40;
}

