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
    float4 _31;
    const float2 _5 = gl_FragCoord.xy;
    const int2 _6 = int2(_5);
    sum = float4(0.0f, 0.0f, 0.0f, 0.0f);
    y = (-1);
    for (;;)
    {
        {
            sum1 = sum;
            y0 = y;
            const bool _13 = y0 <= 1;
            if (!_13)
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
                    const bool _18 = x0 <= 1;
                    if (!_18)
                    {
                        break;
                    }
                    const int3 _22 = int3(_6, 0);
                    const int2 _23 = _22.xy;
                    const int _24 = _22.z;
                    const int2 _27 = int2(x0, y0);
                    const int2 _28 = _23 + _27;
                    const float4 _29 = Color.read(uint2(_28), uint(_24));
                    _31 = sum2 + _29;
                }
                const int _34 = x0 + 1;
                sum0 = _31;
                x = _34;
            }
        }
        const int _37 = y0 + 1;
        sum = sum2;
        y = _37;
    }
    const int4 _41 = int4(_6, 2, 0);
    const int3 _42 = _41.xyz;
    const int _43 = _41.w;
    const int2 _45 = Params.Jitter;
    const int3 _46 = int3(_45, 0);
    const int3 _47 = _42 + _46;
    const float4 _48 = Layers.read(uint2(_47.xy), uint(_47.z), uint(_43));
    const int2 _52 = Params.Jitter;
    const int2 _53 = -_52;
    const int2 _54 = _6 + _53;
    const float4 _55 = Msaa.read(uint2(_54), uint(1));
    const float4 _56 = _48 + _55;
    const float4 _58 = sum1 + _56;
    const int _62 = _6.x;
    const int2 _63 = int2(_62, 0);
    const int _64 = _63.x;
    const int _65 = _63.y;
    const int _67 = Params.Shift;
    const int _68 = _64 + _67;
    const float4 _69 = Curve.read(uint(_68), uint(_65));
    const float _70 = _69.x;
    const float _72 = _58.x;
    const float _73 = _72 + _70;
    float4 _75 = _58;
    _75.x = _73;
    const float4 _78 = _75 / float4(9.0f, 9.0f, 9.0f, 9.0f);
    out.out_SV_Target = _78;
    const main_out _104 = out;
    return _104;
}

