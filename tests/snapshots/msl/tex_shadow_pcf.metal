#include <metal_stdlib>
using namespace metal;

struct type_Light
{
    float4x4 LightViewProj;
    float2 ShadowTexel;
    float Bias;
};

struct main_in
{
    float3 in_TEXCOORD0 [[user(locn0)]];
    float3 in_NORMAL [[user(locn1)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

float pcf(float2 uv, float depth, constant type_Light& Light, depth2d<float> ShadowMap, sampler ShadowCmp)
{
    float sum;
    int y;
    float sum0;
    int x;
    float sum1;
    int y0;
    float sum2;
    int x0;
    float _35;
    sum = 0.0f;
    y = (-1);
    for (;;)
    {
        {
            sum1 = sum;
            y0 = y;
            const bool _12 = y0 <= 1;
            if (!_12)
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
                    const float _24 = float(x0);
                    const float _26 = float(y0);
                    const float2 _27 = float2(_24, _26);
                    const float2 _29 = Light.ShadowTexel;
                    const float2 _30 = _27 * _29;
                    const float2 _31 = uv + _30;
                    const float _33 = ShadowMap.sample_compare(ShadowCmp, _31, depth, level(0.0f));
                    _35 = sum2 + _33;
                }
                const int _38 = x0 + 1;
                sum0 = _35;
                x = _38;
            }
        }
        const int _41 = y0 + 1;
        sum = sum2;
        y = _41;
    }
    const float _44 = sum1 / 9.0f;
    return _44;
}

fragment main_out main0(
    main_in in [[stage_in]],
    constant type_Light& Light [[buffer(0)]],
    depth2d<float> ShadowMap [[texture(0)]],
    sampler ShadowCmp [[sampler(0)]],
    sampler PointClamp [[sampler(1)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float4x4 _11 = transpose(Light.LightViewProj);
    const float4 _13 = float4(in.in_TEXCOORD0, 1.0f);
    const float4 _14 = _13 * _11;
    const float2 _18 = _14.xy;
    const float _20 = _14.w;
    const float2 _21 = float2(_20);
    const float2 _22 = _18 / _21;
    const float2 _25 = _22 * float2(0.5f, (-0.5f));
    const float2 _26 = _25 + float2(0.5f, 0.5f);
    const float _30 = _14.z;
    const float _32 = _14.w;
    const float _33 = _30 / _32;
    const float _35 = Light.Bias;
    const float _36 = _33 - _35;
    const float4 _42 = ShadowMap.gather(PointClamp, _26);
    const float2 _47 = gl_FragCoord.xy;
    const int2 _48 = int2(_47);
    const int3 _49 = int3(_48, 0);
    const int2 _50 = _49.xy;
    const int _51 = _49.z;
    const float4 _52 = float4(ShadowMap.read(uint2(_50), uint(_51)), 0.0, 0.0, 1.0);
    const float _53 = _52.x;
    const float _58 = pcf(_26, _36, Light, ShadowMap, ShadowCmp);
    const float3 _62 = normalize(in.in_NORMAL);
    const float _63 = dot(_62, float3(0.0f, 1.0f, 0.0f));
    const float _64 = clamp(_63, 0.0f, 1.0f);
    const float _68 = _64 * _58;
    const float _70 = _42.x;
    const float _72 = _42.y;
    const float _73 = min(_70, _72);
    const float _75 = _42.z;
    const float _77 = _42.w;
    const float _78 = min(_75, _77);
    const float _79 = min(_73, _78);
    const float4 _81 = float4(_68, _79, _53, 1.0f);
    out.out_SV_Target = _81;
    const main_out _86 = out;
    return _86;
}

