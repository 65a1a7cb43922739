// ARGS: -T ps_6_0
// A pixel that returns early still computes, for its quad neighbours, what
// the derivatives and implicit-LOD samples after the return read (issue 11:
// ir_lower_divergent_returns in pixel shaders, as D3D's helper lanes do),
// while its own outputs stay what the return said: the SV_Target write, the
// UAV store and the discard after the return are predicated off. So the
// derivatives are in uniform control flow and WGSL keeps
// derivative_uniformity on (no diagnostic(off) line): Tint proves it.
// A helper that samples, SampleCmp, SampleBias and
// QuadReadAcrossX after the return too (CalculateLevelOfDetail:
// ps_return_before_lod_query).
Texture2D<float4> Tex : register(t0);
Texture2D<float> Shadow : register(t1);
SamplerState Smp : register(s2);
SamplerComparisonState Cmp : register(s3);
RWStructuredBuffer<uint> Hits : register(u4);
cbuffer Params : register(b5) { float4 tint; float cutoff; uint steps; };

float4 shade(float2 uv)
{
    return Tex.Sample(Smp, uv * 2.0);
}

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    if (pos.x < 4.0)
        return float4(1, 0, 0, 1);
    float2 duv = float2(ddx(uv.x), ddy(uv.y));
    float4 c = Tex.Sample(Smp, uv + duv);
    if (c.a < cutoff)
        return c.bgra; // a second return, after the first derivatives
    c += Tex.SampleBias(Smp, uv, 0.5) * Shadow.SampleCmp(Cmp, uv, c.r);
    c.g += QuadReadAcrossX(c.g) + fwidth(c.b);
    Hits[(uint)pos.y] = (uint)pos.x;
    if (c.r > 0.9)
        discard;
    for (uint i = 0; i < steps; i++)
        c += ddx_fine(c) * 0.25;
    return c * shade(uv) * tint;
}
