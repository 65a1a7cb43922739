#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

void bump(uint2 p, texture2d<uint, access::read_write> Count)
{
    const uint4 _6 = Count.read(uint2(p));
    const uint _7 = _6.x;
    const uint _8 = _7 + 1u;
    const uint4 _9 = uint4(_8, 0u, 0u, 0u);
    Count.write(_9, uint2(p));
    return;
}

fragment main_out main0(
    texture2d<uint, access::read_write> Count [[texture(0), raster_order_group(0)]],
    device float4* Colors [[buffer(0), raster_order_group(0)]],
    device uint* Plain [[buffer(1)]],
    float4 gl_FragCoord [[position]])
{
    float4 acc;
    uint i;
    main_out out;
    float4 acc0;
    uint i0;
    float4 _47;
    const float2 _8 = gl_FragCoord.xy;
    const uint2 _9 = uint2(_8);
    const uint _12 = _9.x;
    Plain[_12] = 1u;
    const float _16 = gl_FragCoord.x;
    const bool _17 = _16 < 2.0f;
    if (_17)
    {
        out.out_SV_Target = float4(0.0f, 0.0f, 0.0f, 0.0f);
        const main_out _71 = out;
        return _71;
    }
    const float _23 = gl_FragCoord.y;
    const bool _24 = _23 > 4.0f;
    if (_24)
    {
        bump(_9, Count);
        const uint4 _29 = Count.read(uint2(_9));
        const uint _30 = _29.x;
        const bool _31 = _30 > 3u;
        if (_31)
        {
            out.out_SV_Target = float4(1.0f, 1.0f, 1.0f, 1.0f);
            const main_out _73 = out;
            return _73;
        }
    }
    acc = float4(0.0f, 0.0f, 0.0f, 0.0f);
    i = 0u;
    for (;;)
    {
        {
            acc0 = acc;
            i0 = i;
            const bool _37 = i0 < 4u;
            if (!_37)
            {
                break;
            }
            const uint _40 = _9.x;
            const uint _41 = _40 * 4u;
            const uint _43 = _41 + i0;
            const float4 _45 = Colors[_43];
            _47 = acc0 + _45;
        }
        const uint _50 = i0 + 1u;
        acc = _47;
        i = _50;
    }
    const float _53 = acc0.x;
    const bool _54 = _53 > 0.5f;
    if (_54)
    {
        discard_fragment();
    }
    out.out_SV_Target = acc0;
    const main_out _75 = out;
    return _75;
}

