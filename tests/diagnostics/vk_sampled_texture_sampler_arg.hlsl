// ARGS: -T ps_6_0 -E main
// EXPECT: PRISM3568 (11,23) 'Tex' is a vk::SampledTexture2D<float4>, which samples with its own sampler: leave the sampler argument out (Tex.Sample(...))
// The methods of vk::SampledTexture* take no sampler (HLSL proposal 0034):
// the sampler is part of the descriptor. Passing one is the likely mistake
// of code moved from Texture2D; say so rather than list the overloads.
vk::SampledTexture2D<float4> Tex : register(t0);
SamplerState Smp : register(s1);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return Tex.Sample(Smp, uv);
}
