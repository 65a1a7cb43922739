// ARGS: -T ps_6_0
// discard demotes the pixel to a helper lane, so the derivatives and the
// implicit-lod samples after it stay defined for its quad neighbours (alpha
// testing before lighting).
Texture2D<float4> Albedo : register(t0);
Texture2D<float4> Detail : register(t1);
SamplerState Smp : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = Albedo.Sample(Smp, uv);
    if (c.a < 0.5)
        discard;
    clip(c.r - 0.01);
    float4 d = Detail.Sample(Smp, uv * 8.0);
    return c * d + float4(fwidth(uv), 0, 0);
}
