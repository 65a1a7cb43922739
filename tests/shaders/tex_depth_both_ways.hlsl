// ARGS: -T ps_6_0
// glslang: rejects (its SPIR-V puts Bias on an explicit-lod gather, which spirv-val rejects)
// One Texture2D used with comparison sampling and without (Sample,
// SampleLevel at level 0, Gather, Load, []): a depth texture on MSL and
// WGSL, whose reads give (depth, 0, 0, 1) as a depth format does.
Texture2D<float> Depth : register(t0);
SamplerComparisonState Cmp : register(s0, space1);
SamplerState Point : register(s1, space1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float ref : TEXCOORD1) : SV_Target
{
    float lit = Depth.SampleCmp(Cmp, uv, ref) + Depth.GatherCmp(Cmp, uv, ref).x;
    float d = Depth.Sample(Point, uv) + Depth.SampleLevel(Point, uv, 0) + Depth.Load(int3(pos.xy, 0));
    float4 quad = Depth.Gather(Point, uv, int2(1, 1));
    uint w, h, n;
    Depth.GetDimensions(0, w, h, n);
    return float4(lit, d + Depth[uint2(pos.xy)], quad.x + quad.w, w + h + n);
}
