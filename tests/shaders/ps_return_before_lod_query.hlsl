// ARGS: -T ps_6_0
// WGSL: PRISM5235
// CalculateLevelOfDetail reads derivatives too: after an early return the
// pixels that returned still compute its coordinate (ir_lower_divergent_returns
// in pixel shaders). WGSL has no lod query (5235).
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    if (pos.x < 4.0)
        return 1;
    float lod = Tex.CalculateLevelOfDetail(Smp, uv * 4.0);
    return Tex.SampleLevel(Smp, uv, lod) + Tex.CalculateLevelOfDetailUnclamped(Smp, uv);
}
