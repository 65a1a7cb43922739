// ARGS: -T ps_6_0
// Comparison sampling (shadow maps): SampleCmp and SampleCmpLevelZero, with
// and without offsets, on Texture2D, Texture2DArray, TextureCube and
// TextureCubeArray. A texture used this way is a depth texture in MSL
// (depth2d) and WGSL (texture_depth_2d).
Texture2D<float> Shadow : register(t0);
Texture2DArray<float> Cascades : register(t1);
TextureCube<float> PointShadow : register(t2);
TextureCubeArray<float> PointShadows : register(t3);
SamplerComparisonState Cmp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float3 world : TEXCOORD0, float4 shadowPos : TEXCOORD1) : SV_Target
{
    float2 uv = shadowPos.xy / shadowPos.w;
    float depth = shadowPos.z / shadowPos.w;
    float s = Shadow.SampleCmp(Cmp, uv, depth);
    s += Shadow.SampleCmp(Cmp, uv, depth, int2(1, 0));
    s += Shadow.SampleCmpLevelZero(Cmp, uv, depth);
    s += Shadow.SampleCmpLevelZero(Cmp, uv, depth, int2(-1, 1));
    s += Cascades.SampleCmp(Cmp, float3(uv, 2), depth);
    s += Cascades.SampleCmpLevelZero(Cmp, float3(uv, 1), depth, int2(0, -1));
    s += PointShadow.SampleCmp(Cmp, world, depth);
    s += PointShadow.SampleCmpLevelZero(Cmp, world, depth);
    s += PointShadows.SampleCmp(Cmp, float4(world, 1), depth);
    s += PointShadows.SampleCmpLevelZero(Cmp, float4(world, 0), depth);
    return float4(s.xxx / 10.0, 1.0);
}
