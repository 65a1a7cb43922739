// ARGS: -T ps_6_0
// MSL: PRISM5423 (6,18) Metal has no 1D depth textures
// WGSL: PRISM5234 (6,18) WGSL has no 1D depth textures
// SampleCmp on a Texture1D: SPIR-V compares a 1D image (Depth 1); Metal
// and WGSL compare depth textures only, and have no 1D ones.
Texture1D<float> Depth : register(t0);
SamplerComparisonState Cmp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float u : TEXCOORD0, float ref : TEXCOORD1) : SV_Target
{
    return Depth.SampleCmp(Cmp, u, ref).xxxx;
}
