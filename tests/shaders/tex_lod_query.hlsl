// ARGS: -T ps_6_0
// WGSL: PRISM5235 WGSL has no level-of-detail query
// CalculateLevelOfDetail and CalculateLevelOfDetailUnclamped with either
// sampler kind; array textures take the coordinate without the layer.
Texture2D<float4> Tex : register(t0);
Texture2DArray<float4> Arr : register(t1);
TextureCube<float4> Sky : register(t2);
Texture3D<float4> Vol : register(t3);
SamplerState Smp : register(s0, space1);
SamplerComparisonState Cmp : register(s1, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float3 uvw : TEXCOORD0) : SV_Target
{
    float a = Tex.CalculateLevelOfDetail(Smp, uvw.xy);
    float b = Tex.CalculateLevelOfDetailUnclamped(Smp, uvw.xy);
    float c = Arr.CalculateLevelOfDetail(Cmp, uvw.xy);
    float d = Sky.CalculateLevelOfDetailUnclamped(Smp, uvw);
    float e = Vol.CalculateLevelOfDetail(Smp, uvw);
    return float4(a + e, b, c, d);
}
