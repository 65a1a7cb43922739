// ARGS: -T ps_6_0
// CalculateLevelOfDetail of a Texture1D: Metal's and WebGPU's 1D textures
// have one level, so the clamped level is 0 there (MSL and WGSL write
// 0.0); SPIR-V asks OpImageQueryLod, whose first component is the level
// clamped to the view's levels.
Texture1D<float4> Ramp : register(t0);
SamplerState Smp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float u : TEXCOORD0) : SV_Target
{
    float lod = Ramp.CalculateLevelOfDetail(Smp, u);
    return Ramp.Sample(Smp, u) * (1 + lod);
}
