// ARGS: -T ps_6_0
// MSL: PRISM5421 (13,22) Metal's texture1d has no lod query
// WGSL: PRISM5235 (13,22) WGSL has no lod query
// CalculateLevelOfDetailUnclamped of a Texture1D: the level sampling would
// compute before the clamp to the texture's one level, which neither Metal
// nor WGSL can query (SPIR-V: OpImageQueryLod's second component).
Texture1D<float4> Ramp : register(t0);
SamplerState Smp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float u : TEXCOORD0) : SV_Target
{
    float lod = Ramp.CalculateLevelOfDetailUnclamped(Smp, u);
    return Ramp.Sample(Smp, u) * (1 + lod);
}
