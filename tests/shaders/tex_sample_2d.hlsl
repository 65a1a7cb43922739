// ARGS: -T ps_6_0
// Texture2D sampling: Sample, SampleBias, SampleLevel, SampleGrad, each with
// and without a texel offset, on float4, float2 and float elements.
Texture2D<float4> Albedo : register(t0);
Texture2D<float2> Normals : register(t1);
Texture2D Rough : register(t2); // no template argument: float4
Texture2D<float> Height : register(t3);
SamplerState Linear : register(s0, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    float4 c = Albedo.Sample(Linear, uv);
    c += Albedo.Sample(Linear, uv, int2(1, -1));
    c += Albedo.SampleBias(Linear, uv, -0.5);
    c += Albedo.SampleBias(Linear, uv, 1.0, int2(-8, 7));
    c += Albedo.SampleLevel(Linear, uv, 3.0);
    c += Albedo.SampleLevel(Linear, uv, 0.5, int2(2, 0));
    c += Albedo.SampleGrad(Linear, uv, ddx(uv) * 2.0, ddy(uv) * 2.0);
    c += Albedo.SampleGrad(Linear, uv, float2(0.01, 0), float2(0, 0.01), int2(0, 3));
    float2 n = Normals.Sample(Linear, uv) * 2.0 - 1.0;
    float r = Rough.Sample(Linear, uv).g;
    float h = Height.SampleLevel(Linear, uv, 0);
    return c * 0.125 + float4(n, r, h);
}
