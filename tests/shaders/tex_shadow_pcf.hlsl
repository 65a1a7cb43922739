// ARGS: -T ps_6_0
// A shadow map with 3x3 PCF (percentage-closer filtering) as engines write
// it: SampleCmpLevelZero at texel offsets in a loop, plus a depth-aware
// blocker search that reads the same map without comparison (Gather and
// Load), so the one texture is used both ways.
cbuffer Light : register(b0, space2) { float4x4 LightViewProj; float2 ShadowTexel; float Bias; };
Texture2D<float> ShadowMap : register(t0);
SamplerComparisonState ShadowCmp : register(s0, space1);
SamplerState PointClamp : register(s1, space1);

float pcf(float2 uv, float depth)
{
    float sum = 0;
    [unroll]
    for (int y = -1; y <= 1; y++)
        for (int x = -1; x <= 1; x++)
            sum += ShadowMap.SampleCmpLevelZero(ShadowCmp, uv + float2(x, y) * ShadowTexel, depth);
    return sum / 9.0;
}

[shader("pixel")]
float4 main(float4 pos : SV_Position, float3 world : TEXCOORD0, float3 normal : NORMAL) : SV_Target
{
    float4 lp = mul(LightViewProj, float4(world, 1.0));
    float2 uv = lp.xy / lp.w * float2(0.5, -0.5) + 0.5;
    float depth = lp.z / lp.w - Bias;
    float4 blockers = ShadowMap.Gather(PointClamp, uv);
    float nearest = ShadowMap.Load(int3(pos.xy, 0)).r;
    float lit = pcf(uv, depth);
    float ndl = saturate(dot(normalize(normal), float3(0, 1, 0)));
    return float4(ndl * lit, min(min(blockers.x, blockers.y), min(blockers.z, blockers.w)), nearest, 1.0);
}
