// ARGS: -T ps_6_0
// WGSL: PRISM5235 WGSL has no lod clamp
// glslang: rejects (it has no lod-clamp overloads)
// The lod-clamp overloads: Sample, SampleBias and SampleGrad with an offset
// and a clamp (SPIR-V MinLod, MSL min_lod_clamp); cubes take the clamp
// right after the coordinate.
Texture2D<float4> Tex : register(t0);
TextureCube<float4> Sky : register(t1);
SamplerState Smp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float3 dir : TEXCOORD1) : SV_Target
{
    float4 c = Tex.Sample(Smp, uv, int2(0, 0), 2.0);
    c += Tex.SampleBias(Smp, uv, 0.5, int2(1, 0), 1.0);
    c += Tex.SampleGrad(Smp, uv, ddx(uv), ddy(uv), int2(0, 1), 3.0);
    c += Sky.Sample(Smp, dir, 1.0);
    c += Sky.SampleBias(Smp, dir, 0.5, 2.0);
    c += Sky.SampleGrad(Smp, dir, ddx(dir), ddy(dir), 0.5);
    return c;
}
