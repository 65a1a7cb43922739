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
    float _33;
    sum = 0.0f;
    y = (-1);
    for (;;)
    {
        {
            sum1 = sum;
            y0 = y;
            const bool _11 = y0 <= 1;
            if (!_11)
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
                    const bool _16 = x0 <= 1;
                    if (!_16)
                    {
                        break;
                    }
                    const float _22 = float(x0);
                    const float _24 = float(y0);
                    const float2 _25 = float2(_22, _24);
                    const float2 _27 = Light.ShadowTexel;
                    const float2 _28 = _25 * _27;
                    const float2 _29 = uv + _28;
                    const float _31 = ShadowMap.sample_compare(ShadowCmp, _29, depth, level(0.0f));
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
    const float _42 = sum1 / 9.0f;
    return _42;
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
    const float2 _23 = _22 * float2(0.5f, (-0.5f));
    const float2 _24 = _23 + float2(0.5f, 0.5f);
    const float _28 = _14.z;
    const float _30 = _14.w;
    const float _31 = _28 / _30;
    const float _33 = Light.Bias;
    const float _34 = _31 - _33;
    const float4 _40 = ShadowMap.gather(PointClamp, _24);
    const float2 _45 = gl_FragCoord.xy;
    const int2 _46 = int2(_45);
    const int3 _47 = int3(_46, 0);
    const int2 _48 = _47.xy;
    const int _49 = _47.z;
    const float4 _50 = float4(ShadowMap.read(uint2(_48), uint(_49)), 0.0, 0.0, 1.0);
    const float _51 = _50.x;
    const float _56 = pcf(_24, _34, Light, ShadowMap, ShadowCmp);
    const float3 _60 = normalize(in.in_NORMAL);
    const float _61 = dot(_60, float3(0.0f, 1.0f, 0.0f));
    const float _62 = clamp(_61, 0.0f, 1.0f);
    const float _66 = _62 * _56;
    const float _68 = _40.x;
    const float _70 = _40.y;
    const float _71 = min(_68, _70);
    const float _73 = _40.z;
    const float _75 = _40.w;
    const float _76 = min(_73, _75);
    const float _77 = min(_71, _76);
    const float4 _79 = float4(_66, _77, _51, 1.0f);
    out.out_SV_Target = _79;
    const main_out _84 = out;
    return _84;
}

