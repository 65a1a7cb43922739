#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    texture2d_ms<float, access::read> Color [[texture(0)]],
    texture2d_ms<float, access::read> Depth [[texture(1)]],
    float4 gl_FragCoord [[position]])
{
    float4 sum;
    uint s;
    main_out out;
    float4 sum0;
    uint s0;
    float4 _33;
    const float2 _5 = gl_FragCoord.xy;
    const int2 _6 = int2(_5);
    const uint2 _12 = uint2(Color.get_width(), Color.get_height());
    const uint _13 = _12.x;
    const uint _15 = _12.y;
    const uint _17 = Color.get_num_samples();
    sum = float4(0.0f, 0.0f, 0.0f, 0.0f);
    s = 0u;
    for (;;)
    {
        {
            sum0 = sum;
            s0 = s;
            const bool _25 = s0 < _17;
            if (!_25)
            {
                break;
            }
            const int _30 = int(s0);
            const float4 _31 = Color.read(uint2(_6), uint(_30));
            _33 = sum0 + _31;
        }
        const uint _36 = s0 + 1u;
        sum = _33;
        s = _36;
    }
    const float4 _40 = Color.read(uint2(_6 + int2(1, 0)), uint(0));
    const uint2 _42 = uint2(_6);
    const float4 _44 = Color.read(uint2(_42), uint(2u));
    const float4 _45 = _40 + _44;
    const float4 _47 = sum0 + _45;
    const float4 _52 = Depth.read(uint2(_6), uint(1));
    const float _53 = _52.x;
    const uint2 _55 = uint2(_6);
    const float4 _57 = Depth.read(uint2(_55), uint(3u));
    const float _58 = _57.x;
    const float _59 = _53 + _58;
    const uint _63 = _17 + 2u;
    const float _64 = float(_63);
    const float4 _65 = float4(_64);
    const float4 _66 = _47 / _65;
    const float _69 = float(_13);
    const float _71 = float(_15);
    const float4 _72 = float4(_59, _69, _71, 0.0f);
    const float4 _73 = _66 + _72;
    out.out_SV_Target = _73;
    const main_out _88 = out;
    return _88;
}

