// ARGS: -T ps_6_0
// EXPECT: PRISM3560 (9,18) GatherCmp compares with a depth reference: float textures only (MSL and WGSL give float4 only; found by the intrinsic grid)
Texture2D<int2> Tex : register(t0);
SamplerComparisonState Cmp : register(s0, space1);
RWStructuredBuffer<int4> Out : register(u1);
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    Out[0] = Tex.GatherCmp(Cmp, uv, 0.5);
    return 0;
}
