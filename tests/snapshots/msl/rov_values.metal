#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    texture2d<float, access::read_write> Accum [[texture(0), raster_order_group(0)]],
    device uint* Count [[buffer(0), raster_order_group(0)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float _8 = gl_FragCoord.x;
    const uint _9 = uint(_8);
    const uint _24 = Count[_9];
    const uint _25 = _24 + 1u;
    Count[_9] = _25;
    const float2 _12 = gl_FragCoord.xy;
    const uint2 _13 = uint2(_12);
    const float4 _37 = Accum.read(uint2(_13));
    const float4 _43 = _37 * float4(0.5f, 0.5f, 0.5f, 0.5f);
    const float4 _45 = _43 + float4(1.0f, 1.0f, 1.0f, 1.0f);
    Accum.write(_45, uint2(_13));
    out.out_SV_Target = _37;
    const main_out _58 = out;
    return _58;
}

