// ARGS: -T ps_6_0
// Textures and samplers as values: a parameter (was PRISM4006, "textures as
// parameters are not supported yet"), struct members with a method that
// samples, and a return value.
Texture2D<float4> Tex : register(t0);
Texture2D<float4> Tex2 : register(t1);
SamplerState Smp : register(s0, space1);

struct Material {
    Texture2D<float4> albedo;
    SamplerState smp;
    float4 shade(float2 uv) { return albedo.Sample(smp, uv); }
};

float4 shade(Texture2D<float4> t, float2 uv) { return t.Sample(Smp, uv); }

Texture2D<float4> second() { return Tex2; }

[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    Material m;
    m.albedo = Tex;
    m.smp = Smp;
    uint w, h;
    second().GetDimensions(w, h);
    return shade(Tex, uv) + m.shade(uv) + float4(w, h, 0, 0);
}
