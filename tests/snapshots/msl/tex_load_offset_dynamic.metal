#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct type_Params
{
    int2 Jitter;
    int Shift;
};

fragment main_out main0(
    texture2d<float> Color [[texture(0)]],
    texture2d_array<float> Layers [[texture(1)]],
    texture2d_ms<float, access::read> Msaa [[texture(2)]],
    texture1d<float> Curve [[texture(3)]],
    constant type_Params& Params [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    float4 sum;
    int y;
    float4 sum0;
    int x;
    main_out out;
    float4 sum1;
    int y0;
    float4 sum2;
    int x0;
    float4 _33;
    const float2 _5 = gl_FragCoord.xy;
    const int2 _6 = int2(_5);
    sum = float4(0.0f, 0.0f, 0.0f, 0.0f);
    y = (-1);
    for (;;)
    {
        {
            sum1 = sum;
            y0 = y;
            const bool _14 = y0 <= 1;
            if (!_14)
            {
                break;
            }
            sum0 = sum1;
            x = (-1);
            for (;;)
            {
                {
                    sum2 = sum0;
                    x0 = x;
                    const bool _20 = x0 <= 1;
                    if (!_20)
                    {
                        break;
                    }
                    const int3 _24 = int3(_6, 0);
                    const int2 _25 = _24.xy;
                    const int _26 = _24.z;
                    const int2 _29 = int2(x0, y0);
                    const int2 _30 = _25 + _29;
                    const float4 _31 = Color.read(uint2(_30), uint(_26));
                    _33 = sum2 + _31;
                }
                const int _36 = x0 + 1;
                sum0 = _33;
                x = _36;
            }
        }
        const int _39 = y0 + 1;
        sum = sum2;
        y = _39;
    }
    const int4 _43 = int4(_6, 2, 0);
    const int3 _44 = _43.xyz;
    const int _45 = _43.w;
    const int2 _47 = Params.Jitter;
    const int3 _48 = int3(_47, 0);
    const int3 _49 = _44 + _48;
    const float4 _50 = Layers.read(uint2(_49.xy), uint(_49.z), uint(_45));
    const int2 _54 = Params.Jitter;
    const int2 _55 = -_54;
    const int2 _56 = _6 + _55;
    const float4 _57 = Msaa.read(uint2(_56), uint(1));
    const float4 _58 = _50 + _57;
    const float4 _60 = sum1 + _58;
    const int _64 = _6.x;
    const int2 _65 = int2(_64, 0);
    const int _66 = _65.x;
    const int _67 = _65.y;
    const int _69 = Params.Shift;
    const int _70 = _66 + _69;
    const float4 _71 = Curve.read(uint(_70), uint(_67));
    const float _72 = _71.x;
    const float _74 = _60.x;
    const float _75 = _74 + _72;
    float4 _77 = _60;
    _77.x = _75;
    const float4 _80 = _77 / float4(9.0f, 9.0f, 9.0f, 9.0f);
    out.out_SV_Target = _80;
    const main_out _106 = out;
    return _106;
}

